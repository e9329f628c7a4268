import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { prerenderedOr } from '../../wiring/prerendered';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/by-the-box-storage')({
  loader: () =>
    prerenderedOr('/_site/by-the-box-storage', async () =>
      unwrapResult(await getContentPage('by-the-box-storage')),
    ),
  component: ByTheBoxPage,
});

function ByTheBoxPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
