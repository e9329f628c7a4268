import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/privacy')({
  loader: async () => unwrapResult(await getContentPage('privacy')),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
