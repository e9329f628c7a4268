import { createFileRoute } from '@tanstack/react-router';
import { PricingStep } from './-components/PricingStep';
import { useOrderFunnel } from './-components/useOrderActors';

export const Route = createFileRoute('/apps/order/pricing')({
  component: OrderPricingStep,
});

function OrderPricingStep() {
  return <PricingStep funnel={useOrderFunnel()} />;
}
