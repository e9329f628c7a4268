import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { prerenderedOr } from '../../wiring/prerendered';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/cookie-policy')({
  loader: () =>
    prerenderedOr('/_site/cookie-policy', async () =>
      unwrapResult(await getContentPage('cookie-policy')),
    ),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
