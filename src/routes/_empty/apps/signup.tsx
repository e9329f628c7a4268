import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/_empty/apps/signup')({
  component: SignupPage,
});

function SignupPage() {
  return <Page title="Create your account" />;
}
