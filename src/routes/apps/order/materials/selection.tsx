import { createFileRoute } from '@tanstack/react-router';
import { MaterialsStep } from '../-components/MaterialsStep';
import { useOrderFunnel } from '../-components/useOrderActors';

export const Route = createFileRoute('/apps/order/materials/selection')({
  component: OrderMaterialsSelectionStep,
});

function OrderMaterialsSelectionStep() {
  return <MaterialsStep funnel={useOrderFunnel()} />;
}
