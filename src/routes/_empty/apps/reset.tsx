import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/_empty/apps/reset')({
  component: ResetPage,
});

function ResetPage() {
  return <Page title="Reset your password" />;
}
