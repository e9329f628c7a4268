import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/order/collection/address')({
  component: OrderCollectionAddressStep,
});

function OrderCollectionAddressStep() {
  return <Page title="Collection address" />;
}
