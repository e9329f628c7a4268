import { createFileRoute } from '@tanstack/react-router';
import { ShippingCheckoutStep } from './-components/ShippingCheckoutStep';
import { useShippingCheckout, useShippingFunnel } from './-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/checkout')({
  component: ShippingCheckoutStepRoute,
});

function ShippingCheckoutStepRoute() {
  return <ShippingCheckoutStep funnel={useShippingFunnel()} checkout={useShippingCheckout()} />;
}
