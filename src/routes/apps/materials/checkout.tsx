import { createFileRoute } from '@tanstack/react-router';
import { MaterialsCheckoutStep } from './-components/MaterialsCheckoutStep';
import { useMaterialsCheckout, useMaterialsFunnel } from './-components/useMaterialsActors';

export const Route = createFileRoute('/apps/materials/checkout')({
  component: MaterialsCheckoutStepRoute,
});

function MaterialsCheckoutStepRoute() {
  return <MaterialsCheckoutStep funnel={useMaterialsFunnel()} checkout={useMaterialsCheckout()} />;
}
