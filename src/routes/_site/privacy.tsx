import { createFileRoute } from '@tanstack/react-router';
import { getContentPage } from '../../api/content';
import { unwrapResult } from '../../wiring/callResult';
import { prerenderedOr } from '../../wiring/prerendered';
import { ContentPageView } from './-components/ContentPageView';

export const Route = createFileRoute('/_site/privacy')({
  loader: () =>
    prerenderedOr('/_site/privacy', async () => unwrapResult(await getContentPage('privacy'))),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <ContentPageView page={Route.useLoaderData()} />;
}
