import { createFileRoute } from '@tanstack/react-router';
import { ReturnContactStep } from './-components/ReturnContactStep';
import { useReturnFunnel } from './-components/useReturnActors';

export const Route = createFileRoute('/apps/return/contact')({
  component: ReturnContactStepRoute,
});

function ReturnContactStepRoute() {
  return <ReturnContactStep funnel={useReturnFunnel()} />;
}
