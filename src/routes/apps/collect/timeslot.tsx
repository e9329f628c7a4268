import { createFileRoute } from '@tanstack/react-router';
import { CollectTimeslotStep } from './-components/CollectTimeslotStep';
import { useCollectionFunnel } from './-components/useCollectionActors';

export const Route = createFileRoute('/apps/collect/timeslot')({
  component: CollectTimeslotStepRoute,
});

function CollectTimeslotStepRoute() {
  return <CollectTimeslotStep funnel={useCollectionFunnel()} />;
}
