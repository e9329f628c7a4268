import { createFileRoute } from '@tanstack/react-router';
import { LocationStep } from './-components/LocationStep';
import { useDriveUpFunnel } from './-components/useDriveUpActors';

export const Route = createFileRoute('/apps/drive-up/location')({
  component: LocationStepRoute,
});

function LocationStepRoute() {
  return <LocationStep funnel={useDriveUpFunnel()} />;
}
