import { createFileRoute } from '@tanstack/react-router';
import { DispatchStep } from './-components/DispatchStep';
import { useShippingFunnel } from './-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/dispatch')({
  component: DispatchStepRoute,
});

function DispatchStepRoute() {
  return <DispatchStep funnel={useShippingFunnel()} />;
}
