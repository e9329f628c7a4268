import { createFileRoute } from '@tanstack/react-router';
import { DestinationStep } from './-components/DestinationStep';
import { useShippingFunnel } from './-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/destination')({
  component: DestinationStepRoute,
});

function DestinationStepRoute() {
  return <DestinationStep funnel={useShippingFunnel()} />;
}
