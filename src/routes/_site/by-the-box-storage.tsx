import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/by-the-box-storage')({
  loader: async () => unwrapResult(await getContentPage('by-the-box-storage')),
  component: ByTheBoxPage,
});

function ByTheBoxPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
