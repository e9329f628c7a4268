import { useSelector } from '@xstate/react';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import { JobAddressStep } from '../../-components/JobAddressStep';
import { useShippingBasket } from './useShippingActors';

/** Shipping from home: where our courier collects, a saved address or one found by postcode. */
export function CollectionAddressStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.addressStep);
  return (
    <JobAddressStep
      funnel={funnel}
      step={step}
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
