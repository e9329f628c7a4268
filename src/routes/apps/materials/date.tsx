import { createFileRoute } from '@tanstack/react-router';
import { MaterialsDateStep } from './-components/MaterialsDateStep';
import { useMaterialsFunnel } from './-components/useMaterialsActors';

export const Route = createFileRoute('/apps/materials/date')({
  component: MaterialsDateStepRoute,
});

function MaterialsDateStepRoute() {
  return <MaterialsDateStep funnel={useMaterialsFunnel()} />;
}
