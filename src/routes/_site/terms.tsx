import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../-lib/callResult';
import { prerenderedOr } from '../-lib/prerendered';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/terms')({
  loader: () =>
    prerenderedOr('/_site/terms', async () => unwrapResult(await getContentPage('terms'))),
  component: TermsPage,
});

function TermsPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
