import { createFileRoute } from '@tanstack/react-router';
import { CollectCheckoutStep } from './-components/CollectCheckoutStep';
import { useCollectionCheckout, useCollectionFunnel } from './-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect/checkout')({
  component: CollectCheckoutStepRoute,
});

function CollectCheckoutStepRoute() {
  return <CollectCheckoutStep funnel={useCollectionFunnel()} checkout={useCollectionCheckout()} />;
}
