import { createFileRoute } from '@tanstack/react-router';
import { TimeslotStep } from '../-components/TimeslotStep';
import { useOrderFunnel } from '../-components/useOrderActors';

export const Route = createFileRoute('/apps/order/collection/timeslot')({
  component: OrderCollectionTimeslotStep,
});

function OrderCollectionTimeslotStep() {
  return <TimeslotStep funnel={useOrderFunnel()} />;
}
