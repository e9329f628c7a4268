import type { ShippingFunnelActor } from '../../../-lib/shippingFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { useShippingBasket } from './useShippingActors';

/** Shipping from home: where our courier collects, a saved address or one found by postcode. */
export function CollectionAddressStep({ funnel }: { funnel: ShippingFunnelActor }) {
  return (
    <JobAddressStep
      funnel={funnel}
      basket={useShippingBasket()}
      text={{
        title: 'Collection address',
        legend: 'Where should our courier collect from?',
        chosenLabel: 'Collecting from',
        summaryTitle: 'Your shipment',
      }}
    />
  );
}
