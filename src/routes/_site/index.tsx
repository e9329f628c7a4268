import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/')({
  component: HomePage,
});

function HomePage() {
  return <Page title="Storage by the box, collected from your door" />;
}
