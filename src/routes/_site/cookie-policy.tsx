import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/cookie-policy')({
  loader: async () => unwrapResult(await getContentPage('cookie-policy')),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
