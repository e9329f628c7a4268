import { createFileRoute } from '@tanstack/react-router';
import { MaterialsChoiceStep } from './-components/MaterialsChoiceStep';
import { useMaterialsFunnel } from './-components/useMaterialsActors';

export const Route = createFileRoute('/apps/materials/materials')({
  component: MaterialsChoiceStepRoute,
});

function MaterialsChoiceStepRoute() {
  return <MaterialsChoiceStep funnel={useMaterialsFunnel()} />;
}
