import { createFileRoute } from '@tanstack/react-router';
import { PackingStep } from './-components/PackingStep';
import { useOrderFunnel } from './-components/useOrderActors';

export const Route = createFileRoute('/apps/order/packing')({
  component: OrderPackingStep,
});

function OrderPackingStep() {
  return <PackingStep funnel={useOrderFunnel()} />;
}
