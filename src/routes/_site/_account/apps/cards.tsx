import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/layouts/Page';

export const Route = createFileRoute('/_site/_account/apps/cards')({
  component: CardsPage,
});

function CardsPage() {
  return <Page title="Cards" />;
}
