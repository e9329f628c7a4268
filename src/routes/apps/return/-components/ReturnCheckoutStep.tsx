import { useSelector } from '@xstate/react';
import { Button } from '../../../../ui/Button/Button';
import { PriceSummary } from '../../../../ui/commerce/PriceSummary/PriceSummary';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { CheckoutActor } from '../../../-lib/checkoutActor';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import * as styles from '../../-components/funnel.css';
import { PaymentPanel } from '../../-components/PaymentPanel';
import { StepStatus } from '../../-components/StepStatus';
import { returnPriceLines, useReturnCharges, useReturnSummaryRows } from './returnSummary';

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
  const charges = useReturnCharges(funnel);

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
            {basketId !== null && (
              <PaymentPanel
                checkout={checkout}
                basketId={basketId}
                cards={cards}
                total={charges.total}
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
          <PriceSummary
            title="Return price"
            lines={returnPriceLines(charges)}
            total={charges.total}
            totalLabel="Total to pay"
            emptyText="Delivery back to your door is included."
          />
        </div>
      </StepStatus>
    </Page>
  );
}
