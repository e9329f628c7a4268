import { useSelector } from '@xstate/react';
import type { PackingFunnelActor } from '../../../../wiring/packingFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { usePackingBasket } from './usePackingActors';

/** Where the packers come: a saved address, or one found by postcode. */
export function PackingAddressStep({ funnel }: { funnel: PackingFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.addressStep);
  return (
    <JobAddressStep
      funnel={funnel}
      step={step}
      basket={usePackingBasket()}
      text={{
        title: 'Address',
        legend: 'Where should our packers come?',
        chosenLabel: 'Packing at',
        summaryTitle: 'Your packing',
      }}
    />
  );
}
