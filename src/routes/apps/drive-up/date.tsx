import { createFileRoute } from '@tanstack/react-router';
import { DateStep } from './-components/DateStep';
import { useDriveUpFunnel } from './-components/useDriveUpActors';

export const Route = createFileRoute('/apps/drive-up/date')({
  component: DateStepRoute,
});

function DateStepRoute() {
  return <DateStep funnel={useDriveUpFunnel()} />;
}
