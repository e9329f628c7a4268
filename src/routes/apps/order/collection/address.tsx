import { createFileRoute } from '@tanstack/react-router';
import { AddressStep } from '../-components/AddressStep';
import { useOrderFunnel } from '../-components/useOrderActors';

export const Route = createFileRoute('/apps/order/collection/address')({
  component: OrderCollectionAddressStep,
});

function OrderCollectionAddressStep() {
  return <AddressStep funnel={useOrderFunnel()} />;
}
