import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../ui/layouts/Page';

export const Route = createFileRoute('/apps/return/summary')({
  component: ReturnSummaryStep,
});

function ReturnSummaryStep() {
  return <Page title="Summary" />;
}
