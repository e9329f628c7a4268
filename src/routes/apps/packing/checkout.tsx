import { createFileRoute } from '@tanstack/react-router';
import { PackingCheckoutStep } from './-components/PackingCheckoutStep';
import { usePackingCheckout, usePackingFunnel } from './-components/usePackingActors';

export const Route = createFileRoute('/apps/packing/checkout')({
  component: PackingCheckoutStepRoute,
});

function PackingCheckoutStepRoute() {
  return <PackingCheckoutStep funnel={usePackingFunnel()} checkout={usePackingCheckout()} />;
}
