import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/cookie-policy')({
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <Page title="Cookie policy" />;
}
