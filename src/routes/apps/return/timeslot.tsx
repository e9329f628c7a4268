import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/return/timeslot')({
  component: ReturnTimeslotStep,
});

function ReturnTimeslotStep() {
  return <Page title="Delivery time" />;
}
