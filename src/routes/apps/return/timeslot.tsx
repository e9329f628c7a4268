import { createFileRoute } from '@tanstack/react-router';
import { ReturnTimeslotStep } from './-components/ReturnTimeslotStep';
import { useReturnFunnel } from './-components/useReturnActors';

export const Route = createFileRoute('/apps/return/timeslot')({
  component: ReturnTimeslotStepRoute,
});

function ReturnTimeslotStepRoute() {
  return <ReturnTimeslotStep funnel={useReturnFunnel()} />;
}
