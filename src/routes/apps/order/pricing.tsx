import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/order/pricing')({
  component: OrderPricingStep,
});

function OrderPricingStep() {
  return <Page title="Your boxes" />;
}
