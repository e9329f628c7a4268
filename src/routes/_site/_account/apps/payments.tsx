import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/_account/apps/payments')({
  component: PaymentsPage,
});

function PaymentsPage() {
  return <Page title="Payments" />;
}
