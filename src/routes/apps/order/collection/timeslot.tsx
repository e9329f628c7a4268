import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/order/collection/timeslot')({
  component: OrderCollectionTimeslotStep,
});

function OrderCollectionTimeslotStep() {
  return <Page title="Collection time" />;
}
