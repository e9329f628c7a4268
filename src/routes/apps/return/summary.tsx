import { createFileRoute } from '@tanstack/react-router';
import { ReturnSummaryStep } from './-components/ReturnSummaryStep';
import { useReturnFunnel } from './-components/useReturnActors';

export const Route = createFileRoute('/apps/return/summary')({
  component: ReturnSummaryStepRoute,
});

function ReturnSummaryStepRoute() {
  return <ReturnSummaryStep funnel={useReturnFunnel()} />;
}
