import type { MaterialsFunnelActor } from '../../../-lib/materialsFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { useMaterialsBasket } from './useMaterialsActors';

/** Where the materials go: a saved address, or one found by postcode. */
export function MaterialsAddressStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  return (
    <JobAddressStep
      funnel={funnel}
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
