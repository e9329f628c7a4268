import { useSelector } from '@xstate/react';
import { addressOneLine } from '../../../../domain/addresses';
import { prettyDay } from '../../../../domain/dates';
import { PACKING_FUNNEL } from '../../../../domain/funnels';
import { packingSizeText } from '../../../../domain/packing';
import { timeslotLabel } from '../../../../domain/timeslots';
import { StepSummary } from '../../../../ui/commerce/StepSummary/StepSummary';
import type { CheckoutActor } from '../../../../wiring/checkoutActor';
import type { PackingFunnelActor } from '../../../../wiring/packingFunnelActor';
import { CheckoutStepView } from '../../-components/CheckoutStepView';
import { FunnelChangeLink } from '../../-components/FunnelChangeLink';
import { usePackingBasket } from './usePackingActors';

/** What is packed, where and when, the server's quote of it, and payment. */
export function PackingCheckoutStep({
  funnel,
  checkout,
}: {
  funnel: PackingFunnelActor;
  checkout: CheckoutActor;
}) {
  const size = useSelector(funnel, (state) => packingSizeText(state.context.packing));
  const materials = useSelector(funnel, (state) => state.context.packing.materialsIncluded);
  const address = useSelector(funnel, (state) => state.context.address);
  const timeslot = useSelector(funnel, (state) => state.context.timeslot);
  const change = (step: 'size' | 'address' | 'date', what: string) => (
    <FunnelChangeLink funnel={PACKING_FUNNEL} step={step} what={what} />
  );

  return (
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={usePackingBasket()}
      loadingLabel="Getting your booking ready"
      summary={{ title: 'Your packing' }}
    >
      <StepSummary
        title="Your packing visit"
        rows={[
          {
            key: 'size',
            label: 'What we pack',
            value: `${size}, ${materials ? 'with our packing materials' : 'in your own boxes'}`,
            action: change('size', 'what we pack'),
          },
          {
            key: 'address',
            label: 'Packing at',
            value: address ? addressOneLine(address) : '',
            action: change('address', 'address'),
          },
          {
            key: 'date',
            label: 'Packers arrive',
            value: timeslot
              ? `${prettyDay(timeslot.doorstepDate)}, ${timeslotLabel(timeslot)}`
              : '',
            action: change('date', 'packing day'),
          },
        ]}
      />
    </CheckoutStepView>
  );
}
