import { createFileRoute } from '@tanstack/react-router';
import { UnitStep } from './-components/UnitStep';
import { useDriveUpFunnel } from './-components/useDriveUpActors';

export const Route = createFileRoute('/apps/drive-up/unit')({
  component: UnitStepRoute,
});

function UnitStepRoute() {
  return <UnitStep funnel={useDriveUpFunnel()} />;
}
