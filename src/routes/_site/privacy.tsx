import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/layouts/Page';

export const Route = createFileRoute('/_site/privacy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return <Page title="Privacy policy" />;
}
