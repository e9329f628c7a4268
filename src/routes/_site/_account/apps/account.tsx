import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/_account/apps/account')({
  component: AccountPage,
});

function AccountPage() {
  return <Page title="My details" />;
}
