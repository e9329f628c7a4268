import { createFileRoute } from '@tanstack/react-router';
import { ReturnCheckoutStep } from './-components/ReturnCheckoutStep';
import { useReturnCheckout, useReturnFunnel } from './-components/useReturnActors';

export const Route = createFileRoute('/apps/return/checkout')({
  component: ReturnCheckoutStepRoute,
});

function ReturnCheckoutStepRoute() {
  return <ReturnCheckoutStep funnel={useReturnFunnel()} checkout={useReturnCheckout()} />;
}
