import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/apps/order-success')({
  component: OrderSuccessPage,
});

function OrderSuccessPage() {
  return <Page title="Your order is confirmed" />;
}
