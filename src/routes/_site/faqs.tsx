import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/faqs')({
  component: FaqsPage,
});

function FaqsPage() {
  return <Page title="Frequently asked questions" />;
}
