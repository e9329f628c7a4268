import { createFileRoute } from '@tanstack/react-router';
import { CollectionAddressStep } from '../-components/CollectionAddressStep';
import { useShippingFunnel } from '../-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/collection/address')({
  component: CollectionAddressStepRoute,
});

function CollectionAddressStepRoute() {
  return <CollectionAddressStep funnel={useShippingFunnel()} />;
}
