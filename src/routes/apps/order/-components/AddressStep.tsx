import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { findAddresses } from '../../../../api/addresses';
import type { AddressInput, LookedUpAddress } from '../../../../domain/addresses';
import { addressOneLine } from '../../../../domain/addresses';
import type { AddressFindResult } from '../../../../ui/commerce/AddressLookup/AddressLookup';
import { AddressLookup } from '../../../../ui/commerce/AddressLookup/AddressLookup';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { BackAndContinue } from '../../-components/BackAndContinue';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useBasket } from './useOrderActors';

function toAddressInput(address: LookedUpAddress): AddressInput {
  return {
    addressType: 'Home',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    town: address.town,
    county: address.county,
    postcode: address.postcode,
    countryCode: address.countryCode,
    notificationEmail: null,
    notificationPhone: null,
  };
}

/** Where the courier collects: a saved address, one looked up by postcode, or one typed in. */
export function AddressStep({ funnel }: { funnel: OrderFunnelActor }) {
  const quote = useBasketQuote(useBasket());
  const loading = useSelector(
    funnel,
    (state) =>
      state.matches({ collectionAddress: 'savingBoxes' }) ||
      state.matches({ collectionAddress: 'loadingAddresses' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ collectionAddress: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.hasTag('busy'));
  const saveError = useSelector(funnel, (state) =>
    state.matches({ collectionAddress: 'choosing' }) ? state.context.error : null,
  );
  const addresses = useSelector(funnel, (state) => state.context.addresses);
  const draft = useSelector(funnel, (state) => state.context.addressDraft);
  const looked = useRef(new Map<string, LookedUpAddress>());

  async function find(postcode: string): Promise<AddressFindResult> {
    const result = await findAddresses({ postcode });
    if (!result.ok) return { error: result.message };
    looked.current = new Map(result.data.map((address, index) => [String(index), address]));
    return result.data.map((address, index) => ({
      id: String(index),
      label: addressOneLine(address),
    }));
  }

  return (
    <Page title="Collection address">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your basket ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote}>
          <AddressLookup
            legend="Where should we collect from?"
            savedAddresses={addresses.map((address) => ({
              addressId: address.addressId,
              label: addressOneLine(address),
              description: address.addressType,
            }))}
            selectedSavedId={draft && 'addressId' in draft ? draft.addressId : null}
            onSelectSaved={(addressId) => {
              const address = addresses.find((a) => a.addressId === addressId);
              if (address) funnel.send({ type: 'address.chosen', address });
            }}
            onFind={find}
            onSelect={(id) => {
              const address = looked.current.get(id);
              if (address)
                funnel.send({ type: 'address.chosen', address: toAddressInput(address) });
            }}
            onManualSubmit={(values) =>
              funnel.send({
                type: 'address.chosen',
                address: { ...values, notificationEmail: null, notificationPhone: null },
              })
            }
            manualSubmitLabel="Use this address"
            manualFormError={saveError ?? undefined}
            busy={saving}
          />
          {draft && (
            <p>
              Collecting from: <strong>{addressOneLine(draft)}</strong>
            </p>
          )}
          {saveError && <p role="alert">{saveError}</p>}
          <QuotedActions quote={quote}>
            <BackAndContinue funnel={funnel} saving={saving} ready={Boolean(draft)} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
