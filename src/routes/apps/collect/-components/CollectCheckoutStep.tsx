import { shallowEqual, useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { prettyDay } from '../../../../domain/dates';
import { COLLECTION_FUNNEL } from '../../../../domain/funnels';
import { collectionLineItems } from '../../../../domain/returns';
import { timeslotLabel } from '../../../../domain/timeslots';
import { Button } from '../../../../ui/Button/Button';
import { InsuranceChoice } from '../../../../ui/commerce/InsuranceChoice/InsuranceChoice';
import { MonthsChooser } from '../../../../ui/commerce/MonthsChooser/MonthsChooser';
import { QuoteAside, QuoteBar } from '../../../../ui/commerce/QuoteSummary/QuoteSummary';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { CollectionFunnelActor } from '../../../-lib/collectionFunnelActor';
import { boxName } from '../../-components/BoxChooser';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import * as styles from '../../-components/funnel.css';
import { PaymentPanel } from '../../-components/PaymentPanel';
import { useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { monthOptionPrices } from '../../-components/storagePrices';
import { useCollectionBasket } from './useCollectionActors';

/** The collection as booked, how long to store the boxes again, cover, and payment. */
export function CollectCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: CollectionFunnelActor;
  checkout: CheckoutActor;
}) {
  const loading = useSelector(funnel, (state) => state.matches({ checkout: 'loadingCheckout' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ checkout: 'failed' }) ? state.context.error : null,
  );
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
  const cards = useSelector(funnel, (state) => state.context.cards);
  const basketId = useSelector(funnel, (state) => state.context.basketId);
  const paying = useSelector(checkout, (state) => state.hasTag('busy'));

  const lineItems = collectionLineItems(
    boxes.map((box) => box.boxId),
    boxes,
  );
  const quote = useBasketQuote(useCollectionBasket());

  return (
    <Page title="Checkout">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your collection ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stepGrid}>
          <div className={styles.stack}>
            <StepSummary
              title="Your collection"
              rows={[
                {
                  key: 'boxes',
                  label: boxes.length === 1 ? 'Box' : `Boxes (${boxes.length})`,
                  value: (
                    <ul>
                      {boxes.map((box) => (
                        <li key={box.boxId}>{boxName(box)}</li>
                      ))}
                    </ul>
                  ),
                  action: (
                    <FunnelChangeLink funnel={COLLECTION_FUNNEL} step="address" what="boxes" />
                  ),
                },
                {
                  key: 'address',
                  label: 'Collection address',
                  value: address ? addressOneLine(address) : '',
                  action: (
                    <FunnelChangeLink
                      funnel={COLLECTION_FUNNEL}
                      step="address"
                      what="collection address"
                    />
                  ),
                },
                {
                  key: 'timeslot',
                  label: 'Collection time',
                  value: timeslot
                    ? `${prettyDay(timeslot.doorstepDate)}, ${timeslotLabel(timeslot)}`
                    : '',
                  action: (
                    <FunnelChangeLink
                      funnel={COLLECTION_FUNNEL}
                      step="timeslot"
                      what="collection time"
                    />
                  ),
                },
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
            <InsuranceChoice
              legend="Insurance cover"
              hint="Cover for your things while we store them, charged monthly."
              levels={insurancePrices}
              value={coverageLimit}
              offerNoCover
              onChange={(limit) => funnel.send({ type: 'insurance.chosen', coverageLimit: limit })}
            />
            <QuoteBar quote={quote} title="Collection price" />
            {basketId !== null && quote && (
              // While the new term or cover is being saved, the price to pay is not settled.
              <fieldset disabled={savingTerms} className={styles.fieldset}>
                <PaymentPanel
                  checkout={checkout}
                  basketId={basketId}
                  cards={cards}
                  total={quote.total}
                  freeLabel="Book your collection"
                />
              </fieldset>
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={paying}
                onClick={() => funnel.send({ type: 'funnel.back' })}
              >
                Back
              </Button>
            </div>
          </div>
          <QuoteAside quote={quote} title="Collection price" />
        </div>
      </StepStatus>
    </Page>
  );
}
