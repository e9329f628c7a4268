import { createFileRoute } from '@tanstack/react-router';
import { CollectAddressStep } from './-components/CollectAddressStep';
import { useCollectionFunnel } from './-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect/address')({
  component: CollectAddressStepRoute,
});

function CollectAddressStepRoute() {
  return <CollectAddressStep funnel={useCollectionFunnel()} />;
}
