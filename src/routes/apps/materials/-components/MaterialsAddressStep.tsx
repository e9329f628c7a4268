import { useSelector } from '@xstate/react';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { useMaterialsBasket } from './useMaterialsActors';

/** Where the materials go: a saved address, or one found by postcode. */
export function MaterialsAddressStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.addressStep);
  return (
    <JobAddressStep
      funnel={funnel}
      step={step}
      basket={useMaterialsBasket()}
      text={{
        title: 'Delivery address',
        legend: 'Where should we deliver?',
        chosenLabel: 'Delivering to',
        summaryTitle: 'Your materials',
      }}
    />
  );
}
