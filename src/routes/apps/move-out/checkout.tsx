import { createFileRoute } from '@tanstack/react-router';
import { MoveOutCheckoutStep } from './-components/MoveOutCheckoutStep';
import { useMoveOutCheckout, useMoveOutFunnel } from './-components/useMoveOutActors';

export const Route = createFileRoute('/apps/move-out/checkout')({
  component: MoveOutCheckoutStepRoute,
});

function MoveOutCheckoutStepRoute() {
  return <MoveOutCheckoutStep funnel={useMoveOutFunnel()} checkout={useMoveOutCheckout()} />;
}
