import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatPrice } from '../../../../domain/format';
import {
  destinationChoices,
  type ShippingAddressDraft,
  shipmentItems,
  shippingAddressErrors,
} from '../../../../domain/shipping';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Page } from '../../../../ui/layouts/Page';
import { Select } from '../../../../ui/Select/Select';
import { TextField } from '../../../../ui/TextField/TextField';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { shippedBoxName } from './boxName';
import { useShippingBasket } from './useShippingActors';

const SUMMARY = { title: 'Your shipment', emptyText: 'Choose the country to see the price.' };
const CHOICES = destinationChoices();

/**
 * Where the boxes go: the country (with its price per box and transit time) and the address
 * as that country writes it. A country we do not ship to is named and refused at once.
 */
export function DestinationStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const loading = useSelector(
    funnel,
    (state) =>
      state.matches({ destination: 'identifying' }) || state.matches({ destination: 'loading' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ destination: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ destination: 'saving' }));
  const refusal = useSelector(funnel, (state) =>
    state.matches({ destination: 'choosing' }) ? state.context.error : null,
  );
  const boxes = useSelector(funnel, (state) => state.context.boxes);
  const boxIds = useSelector(funnel, (state) => state.context.boxIds);
  const fromHome = useSelector(funnel, (state) => state.context.source === 'home');
  const itemCount = useSelector(funnel, (state) => shipmentItems(state.context).length);
  const countries = useSelector(funnel, (state) => state.context.countries);
  const address = useSelector(funnel, (state) => state.context.destination);
  const quote = useBasketQuote(useShippingBasket());
  // Field errors show once Continue has been tried; a refused country shows at once.
  const [tried, setTried] = useState(false);
  const errors = shippingAddressErrors(address);
  const shown = (field: keyof ShippingAddressDraft) =>
    field === 'countryCode' && address.countryCode !== ''
      ? errors.countryCode
      : tried
        ? errors[field]
        : undefined;
  const offer = countries.find((country) => country.code === address.countryCode);
  const change = (field: keyof ShippingAddressDraft, value: string) =>
    funnel.send({ type: 'destination.changed', address: { ...address, [field]: value } });
  const field = (name: keyof ShippingAddressDraft, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={address[name]}
      error={shown(name)}
      onChange={(event) => change(name, event.target.value)}
    />
  );

  return (
    <Page title="Where are they going?">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your boxes ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...SUMMARY}>
          {fromHome ? (
            <p>
              Sending {itemCount === 1 ? 'one item' : `${itemCount} items`} from your home, door to
              door.
            </p>
          ) : boxIds.length === 0 ? (
            <Alert type="info" title="What are you shipping?">
              <p>
                Boxes you store with us: choose them in <Link to="/apps/my-stuff">My stuff</Link>,
                then Ship abroad.
              </p>
              <p>
                Boxes or suitcases at home:{' '}
                <Link to="/apps/shipping" search={{ from: 'home' }}>
                  send them from your home
                </Link>
                .
              </p>
            </Alert>
          ) : (
            <p>
              Shipping{' '}
              {boxes.length > 0
                ? boxes.map((box) => shippedBoxName(box)).join(', ')
                : `${boxIds.length} boxes`}{' '}
              from our store, door to door.
            </p>
          )}
          {refusal && (
            <Alert type="danger" focusKey={refusal} title="Please check the address">
              {refusal}
            </Alert>
          )}
          <div className={styles.stack}>
            <Select
              label="Country"
              value={address.countryCode}
              error={shown('countryCode')}
              hint={
                offer
                  ? `From ${formatPrice(offer.pricePerBox)} a box, ${offer.transitDays.min}–${offer.transitDays.max} working days from ${fromHome ? 'collection' : 'dispatch'}`
                  : 'We ship to Europe, North America, Australia, New Zealand and more.'
              }
              onChange={(event) => change('countryCode', event.target.value)}
            >
              <option value="">Choose a country</option>
              {CHOICES.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.shipped ? choice.name : `${choice.name} (we don't ship there)`}
                </option>
              ))}
            </Select>
            {field('fullName', 'Full name of who receives it')}
            {field('addressLine1', 'Street address')}
            {field('addressLine2', 'Flat, floor or building (optional)')}
            {field('city', 'Town or city')}
            {field('region', 'Region, state or province (optional)')}
            {field(
              'postalCode',
              offer?.postalCodeLabel && offer.postalCodeLabel !== 'Postcode'
                ? `Postcode (${offer.postalCodeLabel.toLowerCase()})`
                : 'Postcode',
              offer?.postalCodeExample ? `For example ${offer.postalCodeExample}` : undefined,
            )}
            {field(
              'phone',
              'Phone number',
              'With the country code, for the courier: +33 1 23 45 67 89',
            )}
          </div>
          <QuotedActions quote={quote} {...SUMMARY}>
            {fromHome ? (
              <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
                Back
              </Button>
            ) : (
              <Link to="/apps/my-stuff">Back to My stuff</Link>
            )}
            <Button
              loading={saving}
              disabled={
                itemCount === 0 || (address.countryCode !== '' && Boolean(errors.countryCode))
              }
              onClick={() => {
                setTried(true);
                funnel.send({ type: 'funnel.next' });
              }}
            >
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
