import { createFileRoute } from '@tanstack/react-router';
import { PackingDateStep } from './-components/PackingDateStep';
import { usePackingFunnel } from './-components/usePackingActors';

export const Route = createFileRoute('/apps/packing/date')({
  component: PackingDateStepRoute,
});

function PackingDateStepRoute() {
  return <PackingDateStep funnel={usePackingFunnel()} />;
}
