import { createFileRoute } from '@tanstack/react-router';
import { PackingAddressStep } from './-components/PackingAddressStep';
import { usePackingFunnel } from './-components/usePackingActors';

export const Route = createFileRoute('/apps/packing/address')({
  component: PackingAddressStepRoute,
});

function PackingAddressStepRoute() {
  return <PackingAddressStep funnel={usePackingFunnel()} />;
}
