import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/return/contact')({
  component: ReturnContactStep,
});

function ReturnContactStep() {
  return <Page title="Contact details" />;
}
