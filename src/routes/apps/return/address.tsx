import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/return/address')({
  component: ReturnAddressStep,
});

function ReturnAddressStep() {
  return <Page title="Delivery address" />;
}
