import { useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { MOVE_OUT_FUNNEL } from '../../../../domain/funnels';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { MoveOutFunnelActor } from '../../../../wiring/moveOutFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { useMoveOutBasket } from './useMoveOutActors';

/** The unit and day as chosen, the server's quote of the last rent, and payment. */
export function MoveOutCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: MoveOutFunnelActor;
  checkout: CheckoutActor;
}) {
  const unit = useSelector(funnel, (state) => state.context.unit);
  const date = useSelector(funnel, (state) => state.context.moveOutDate);

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useMoveOutBasket()}
      loadingLabel="Getting your move-out ready"
      freeLabel="Book move-out"
      summary={{ title: 'Your move-out' }}
    >
      <StepSummary
        title="Moving out"
        rows={[
          {
            key: 'unit',
            label: 'Unit',
            value: unit ? `${unit.unitNumber}, ${unit.site.name}, ${unit.site.town}` : '',
          },
          {
            key: 'day',
            label: 'Move-out day',
            value: date ? prettyDay(date) : '',
            action: <FunnelChangeLink funnel={MOVE_OUT_FUNNEL} step="day" what="move-out day" />,
          },
        ]}
      />
    </CheckoutStepView>
  );
}
