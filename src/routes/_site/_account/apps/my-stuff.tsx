import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/_account/apps/my-stuff')({
  component: MyStuffPage,
});

function MyStuffPage() {
  return <Page title="My stuff" />;
}
