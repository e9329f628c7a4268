import { createFileRoute } from '@tanstack/react-router';
import { MaterialsAddressStep } from './-components/MaterialsAddressStep';
import { useMaterialsFunnel } from './-components/useMaterialsActors';

export const Route = createFileRoute('/apps/materials/address')({
  component: MaterialsAddressStepRoute,
});

function MaterialsAddressStepRoute() {
  return <MaterialsAddressStep funnel={useMaterialsFunnel()} />;
}
