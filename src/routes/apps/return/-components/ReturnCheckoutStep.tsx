import { RETURN_INCLUDED_TEXT } from '../../../../domain/returns';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
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
  const rows = useReturnSummaryRows(funnel, false);
  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useReturnBasket()}
      loadingLabel="Getting your return ready"
      freeLabel="Book your return"
      summary={{ title: 'Return price', emptyText: RETURN_INCLUDED_TEXT }}
    >
      <StepSummary title="Your return" rows={rows} />
    </CheckoutStepView>
  );
}
