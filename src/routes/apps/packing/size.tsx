import { createFileRoute } from '@tanstack/react-router';
import { PackingSizeStep } from './-components/PackingSizeStep';
import { usePackingFunnel } from './-components/usePackingActors';

export const Route = createFileRoute('/apps/packing/size')({
  component: PackingSizeStepRoute,
});

function PackingSizeStepRoute() {
  return <PackingSizeStep funnel={usePackingFunnel()} />;
}
