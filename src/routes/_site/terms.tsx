import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { prerenderedOr } from '../../wiring/prerendered';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/terms')({
  loader: () =>
    prerenderedOr('/_site/terms', async () => unwrapResult(await getContentPage('terms'))),
  component: TermsPage,
});

function TermsPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
