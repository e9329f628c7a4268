import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/order/checkout')({
  component: OrderCheckoutStep,
});

function OrderCheckoutStep() {
  return <Page title="Checkout" />;
}
