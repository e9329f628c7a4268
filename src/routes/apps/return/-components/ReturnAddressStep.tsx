import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { addressOneLine } from '../../../../domain/addresses';
import { formatPrice } from '../../../../domain/format';
import {
  boxJobProblem,
  FLOOR_DETAILS_MAX_LENGTH,
  RETURN_INCLUDED_TEXT,
  returnCitiesText,
  surchargeDestination,
} from '../../../../domain/returns';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox';
import { ErrorSummary, type ErrorSummaryItem } from '../../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../../ui/layouts/Page';
import { TextField } from '../../../../ui/TextField/TextField';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import { AddressChoice } from '../../-components/AddressChoice';
import { BoxChooser } from '../../-components/BoxChooser';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useReturnBasket } from './useReturnActors';

const FIELD_IDS = {
  boxes: 'return-boxes',
  address: 'return-address',
  floorDetails: 'return-floor-details',
} as const;

/** The long-distance surcharge of the address being chosen, in words, before going on. */
function SurchargeNote({ funnel }: { funnel: ReturnFunnelActor }) {
  const quoting = useSelector(funnel, (state) => state.matches({ address: 'quotingSurcharge' }));
  const amount = useSelector(funnel, (state) => {
    const { addressDraft, surchargeQuote } = state.context;
    if (!addressDraft || surchargeQuote?.destination !== surchargeDestination(addressDraft)) {
      return undefined;
    }
    return surchargeQuote.amount;
  });
  if (quoting) return <p role="status">Checking the delivery charge for this address…</p>;
  if (amount === undefined) return null;
  return (
    <p role="status">
      {amount === null
        ? 'Any long-distance surcharge for this address is shown before you pay.'
        : amount > 0
          ? `A long-distance surcharge of ${formatPrice(amount)} applies to this address.`
          : 'There is no long-distance surcharge to this address.'}
    </p>
  );
}

/** Which boxes come back, where to, and whether we carry them into a room. */
export function ReturnAddressStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const quote = useBasketQuote(useReturnBasket());
  const loading = useSelector(
    funnel,
    (state) => state.matches({ address: 'identifying' }) || state.matches({ address: 'loading' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ address: 'failed' }) ? state.context.error : null,
  );
  const busy = useSelector(funnel, (state) => state.hasTag('busy'));
  const saving = useSelector(funnel, (state) => state.matches({ address: 'savingAddress' }));
  const problem = useSelector(funnel, (state) =>
    state.matches({ address: 'failed' }) ? null : state.context.error,
  );
  const boxes = useSelector(
    funnel,
    (state) => state.context.boxes.filter((box) => boxJobProblem('return', box) === null),
    shallowEqual,
  );
  const chosen = useSelector(funnel, (state) => state.context.boxIds);
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const roomReturn = useSelector(funnel, (state) => state.context.roomReturn);
  const floorDetails = useSelector(funnel, (state) => state.context.floorDetails);
  const roomReturnPrice = useSelector(funnel, (state) => state.context.roomReturnPrice);
  const cities = useSelector(funnel, (state) => returnCitiesText(state.context.returnCities));
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  function goOn() {
    const found: ErrorSummaryItem[] = [];
    if (chosen.length === 0) {
      found.push({ fieldId: FIELD_IDS.boxes, message: 'Choose at least one box to return' });
    }
    if (!draft) {
      found.push({ fieldId: FIELD_IDS.address, message: 'Choose the address we deliver to' });
    }
    if (roomReturn && floorDetails.trim() === '') {
      found.push({
        fieldId: FIELD_IDS.floorDetails,
        message: 'Enter the floor and the room we carry your boxes to',
      });
    }
    setErrors(found);
    if (found.length === 0) funnel.send({ type: 'funnel.next' });
  }

  return (
    <Page title="Delivery address">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your boxes ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
          <ErrorSummary errors={errors} />
          {problem && (
            <Alert type="danger" title="Some of these boxes cannot come back yet">
              {problem}
            </Alert>
          )}
          <BoxChooser
            id={FIELD_IDS.boxes}
            legend="Boxes to return"
            hint="We bring back the boxes ticked here."
            boxes={boxes}
            chosen={chosen}
            busy={busy}
            error={errorFor(FIELD_IDS.boxes)}
            emptyText="You have nothing in storage that can come back at the moment."
            onToggle={(boxId) => funnel.send({ type: 'boxes.toggled', boxId })}
          />
          <div id={FIELD_IDS.address} tabIndex={-1} className={styles.stack}>
            {errorFor(FIELD_IDS.address) && <p role="alert">{errorFor(FIELD_IDS.address)}</p>}
            {cities && <p className={styles.muted}>{cities}</p>}
            <AddressChoice
              legend="Where should we deliver them?"
              addresses={addresses}
              draft={draft}
              busy={saving}
              onChoose={(address) => funnel.send({ type: 'address.chosen', address })}
            />
            {draft && (
              <p>
                Delivering to: <strong>{addressOneLine(draft)}</strong>
              </p>
            )}
            <SurchargeNote funnel={funnel} />
          </div>
          <div className={styles.panel}>
            <Checkbox
              label={`Carry my boxes into a room${roomReturnPrice === null ? '' : ` (${formatPrice(roomReturnPrice)})`}`}
              hint="Room return: our team brings your boxes inside to the room you choose, rather than leaving them at the door."
              checked={roomReturn}
              disabled={busy}
              onChange={(event) =>
                funnel.send({ type: 'roomReturn.changed', roomReturn: event.target.checked })
              }
            />
            {roomReturn && (
              <TextField
                id={FIELD_IDS.floorDetails}
                label="Which floor and room?"
                hint="For example, second floor, back bedroom. Tell us if there is no lift."
                value={floorDetails}
                maxLength={FLOOR_DETAILS_MAX_LENGTH}
                error={errorFor(FIELD_IDS.floorDetails)}
                onChange={(event) =>
                  funnel.send({
                    type: 'roomReturn.floorDetailsChanged',
                    floorDetails: event.target.value,
                  })
                }
              />
            )}
          </div>
          <QuotedActions quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
            <Link to="/apps/my-stuff">Back to My stuff</Link>
            <Button loading={saving} disabled={busy && !saving} onClick={goOn}>
              Continue
            </Button>
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
