import { createFileRoute } from '@tanstack/react-router';
import { ItemsStep } from './-components/ItemsStep';
import { useShippingFunnel } from './-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/items')({
  component: ItemsStepRoute,
});

function ItemsStepRoute() {
  return <ItemsStep funnel={useShippingFunnel()} />;
}
