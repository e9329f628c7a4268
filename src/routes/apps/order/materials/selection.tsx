import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/order/materials/selection')({
  component: OrderMaterialsSelectionStep,
});

function OrderMaterialsSelectionStep() {
  return <Page title="Packing materials" />;
}
