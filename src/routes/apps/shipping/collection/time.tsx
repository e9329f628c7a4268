import { createFileRoute } from '@tanstack/react-router';
import { CollectionTimeStep } from '../-components/CollectionTimeStep';
import { useShippingFunnel } from '../-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/collection/time')({
  component: CollectionTimeStepRoute,
});

function CollectionTimeStepRoute() {
  return <CollectionTimeStep funnel={useShippingFunnel()} />;
}
