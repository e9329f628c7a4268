import { createFileRoute } from '@tanstack/react-router';
import { ReturnAddressStep } from './-components/ReturnAddressStep';
import { useReturnFunnel } from './-components/useReturnActors';

export const Route = createFileRoute('/apps/return/address')({
  component: ReturnAddressStepRoute,
});

function ReturnAddressStepRoute() {
  return <ReturnAddressStep funnel={useReturnFunnel()} />;
}
