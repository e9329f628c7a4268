import { useSelector } from '@xstate/react';
import { RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { Button } from '../../../../ui/Button/Button';
import { QuoteAside, QuoteBar } from '../../../../ui/commerce/QuoteSummary/QuoteSummary';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import * as styles from '../../-components/funnel.css';
import { PaymentPanel } from '../../-components/PaymentPanel';
import { useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useReturnSummaryRows } from './returnSummary';
import { useReturnBasket } from './useReturnActors';

/** Pay for the return, the same way an order is paid for. */
export function ReturnCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: ReturnFunnelActor;
  checkout: CheckoutActor;
}) {
  const loading = useSelector(funnel, (state) => state.matches({ checkout: 'loadingCheckout' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ checkout: 'failed' }) ? state.context.error : null,
  );
  const basketId = useSelector(funnel, (state) => state.context.basketId);
  const cards = useSelector(funnel, (state) => state.context.cards);
  const paying = useSelector(checkout, (state) => state.hasTag('busy'));
  const rows = useReturnSummaryRows(funnel, false);
  const quote = useBasketQuote(useReturnBasket());

  return (
    <Page title="Checkout">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Getting your return ready"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stepGrid}>
          <div className={styles.stack}>
            <StepSummary title="Your return" rows={rows} />
            <QuoteBar quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT} />
            {basketId !== null && quote && (
              <PaymentPanel
                checkout={checkout}
                basketId={basketId}
                cards={cards}
                total={quote.total}
                freeLabel="Book your return"
              />
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
          <QuoteAside quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT} />
        </div>
      </StepStatus>
    </Page>
  );
}
