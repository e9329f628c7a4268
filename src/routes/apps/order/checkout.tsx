import { createFileRoute } from '@tanstack/react-router';
import { CheckoutStep } from './-components/CheckoutStep';
import { useCheckout, useOrderFunnel } from './-components/useOrderActors';

export const Route = createFileRoute('/apps/order/checkout')({
  component: OrderCheckoutStep,
});

function OrderCheckoutStep() {
  return <CheckoutStep funnel={useOrderFunnel()} checkout={useCheckout()} />;
}
