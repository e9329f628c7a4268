import { createFileRoute } from '@tanstack/react-router';
import { MoveOutDayStep } from './-components/MoveOutDayStep';
import { useMoveOutFunnel } from './-components/useMoveOutActors';

export const Route = createFileRoute('/apps/move-out/day')({
  component: MoveOutDayStepRoute,
});

function MoveOutDayStepRoute() {
  return <MoveOutDayStep funnel={useMoveOutFunnel()} />;
}
