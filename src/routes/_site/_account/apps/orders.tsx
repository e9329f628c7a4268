import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/_account/apps/orders')({
  component: OrdersPage,
});

function OrdersPage() {
  return <Page title="Orders" />;
}
