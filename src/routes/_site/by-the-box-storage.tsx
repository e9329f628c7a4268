import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/by-the-box-storage')({
  component: ByTheBoxStoragePage,
});

function ByTheBoxStoragePage() {
  return <Page title="By-the-box storage" />;
}
