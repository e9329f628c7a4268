import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/return/checkout')({
  component: ReturnCheckoutStep,
});

function ReturnCheckoutStep() {
  return <Page title="Checkout" />;
}
