import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/terms')({
  component: TermsPage,
});

function TermsPage() {
  return <Page title="Terms and conditions" />;
}
