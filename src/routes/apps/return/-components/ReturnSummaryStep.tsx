import { Button } from '../../../../ui/Button/Button';
import { PriceSummary } from '../../../../ui/commerce/PriceSummary/PriceSummary';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import { Page } from '../../../../ui/layouts/Page';
import type { ReturnFunnelActor } from '../../../-lib/returnFunnelActor';
import * as styles from '../../-components/funnel.css';
import { returnPriceLines, useReturnCharges, useReturnSummaryRows } from './returnSummary';

/** Everything about the return, each part with a way to change it, and what it costs. */
export function ReturnSummaryStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const rows = useReturnSummaryRows(funnel, true);
  const charges = useReturnCharges(funnel);
  return (
    <Page title="Summary">
      <div className={styles.stepGrid}>
        <div className={styles.stack}>
          <StepSummary title="Your return" rows={rows} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button onClick={() => funnel.send({ type: 'funnel.next' })}>
              Continue to payment
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
    </Page>
  );
}
