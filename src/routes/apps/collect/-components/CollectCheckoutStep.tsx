import { shallowEqual, useSelector } from '@xstate/react';
import { COLLECTION_FUNNEL } from '../../../../domain/funnels';
import { collectionLineItems } from '../../../../domain/returns';
import { MonthsChooser } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { CollectionFunnelActor } from '../../../../wiring/collectionFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { StorageCover } from '../../-components/StorageCover';
import { monthOptionPrices } from '../../-components/storagePrices';
import { addressRow, boxesRow, timeslotRow } from '../../-components/summaryRows';
import { useCollectionBasket } from './useCollectionActors';

/** The collection as booked, how long to store the boxes again, cover, and payment. */
export function CollectCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: CollectionFunnelActor;
  checkout: CheckoutActor;
}) {
  const savingTerms = useSelector(funnel, (state) => state.matches({ checkout: 'savingTerms' }));
  const termsError = useSelector(funnel, (state) =>
    state.matches({ checkout: 'ready' }) ? state.context.error : null,
  );
  const boxes = useSelector(
    funnel,
    (state) =>
      state.context.savedBoxIds.flatMap((boxId) =>
        state.context.boxes.filter((box) => box.boxId === boxId),
      ),
    shallowEqual,
  );
  const address = useSelector(funnel, (state) => state.context.address);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const months = useSelector(funnel, (state) => state.context.months);
  const coverageLimit = useSelector(funnel, (state) => state.context.coverageLimit);
  const prices = useSelector(funnel, (state) => state.context.prices);
  const insurancePrices = useSelector(funnel, (state) => state.context.insurancePrices);

  const lineItems = collectionLineItems(
    boxes.map((box) => box.boxId),
    boxes,
  );

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useCollectionBasket()}
      loadingLabel="Getting your collection ready"
      freeLabel="Book your collection"
      settling={savingTerms}
      summary={{ title: 'Collection price' }}
    >
      <StepSummary
        title="Your collection"
        rows={[
          boxesRow(
            boxes,
            <FunnelChangeLink funnel={COLLECTION_FUNNEL} step="address" what="boxes" />,
          ),
          addressRow(
            'Collection address',
            address,
            <FunnelChangeLink
              funnel={COLLECTION_FUNNEL}
              step="address"
              what="collection address"
            />,
          ),
          timeslotRow(
            'Collection time',
            timeslot,
            <FunnelChangeLink funnel={COLLECTION_FUNNEL} step="timeslot" what="collection time" />,
          ),
        ]}
      />
      {termsError && <p role="alert">{termsError}</p>}
      <MonthsChooser
        legend="How long shall we store them?"
        hint="Longer terms cost less each month."
        value={months}
        prices={monthOptionPrices(prices, lineItems)}
        onChange={(value) => funnel.send({ type: 'terms.monthsChanged', months: value })}
      />
      <StorageCover funnel={funnel} levels={insurancePrices} value={coverageLimit} />
    </CheckoutStepView>
  );
}
