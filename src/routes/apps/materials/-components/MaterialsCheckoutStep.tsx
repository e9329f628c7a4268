import { useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { prettyDay } from '../../../../domain/dates';
import { MATERIALS_FUNNEL } from '../../../../domain/funnels';
import { timeslotLabel } from '../../../../domain/timeslots';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { useMaterialsBasket } from './useMaterialsActors';

/** Where and when the materials come, the server's quote of them, and payment. */
export function MaterialsCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: MaterialsFunnelActor;
  checkout: CheckoutActor;
}) {
  const address = useSelector(funnel, (state) => state.context.address);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const change = (step: 'materials' | 'address' | 'date', what: string) => (
    <FunnelChangeLink funnel={MATERIALS_FUNNEL} step={step} what={what} />
  );

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={useMaterialsBasket()}
      loadingLabel="Getting your order ready"
      summary={{ title: 'Your materials' }}
    >
      <StepSummary
        title="Your delivery"
        rows={[
          {
            key: 'materials',
            label: 'Materials',
            value: 'As listed in the price',
            action: change('materials', 'materials'),
          },
          {
            key: 'address',
            label: 'Delivering to',
            value: address ? addressOneLine(address) : '',
            action: change('address', 'delivery address'),
          },
          {
            key: 'date',
            label: 'Delivery',
            value: timeslot
              ? `${prettyDay(timeslot.doorstepDate)}, ${timeslotLabel(timeslot)}`
              : '',
            action: change('date', 'delivery day'),
          },
        ]}
      />
    </CheckoutStepView>
  );
}
