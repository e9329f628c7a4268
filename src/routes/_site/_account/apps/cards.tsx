import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { readConfig } from '../../../../api/config';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { appCardsMachine } from '../../../../wiring/cardsActor';
import { useAppActor } from '../../../../wiring/useAppActor';
import { useSession } from '../../../../wiring/useSignedIn';
import { CardsScreen } from '../-components/cards/CardsScreen';

export const Route = createFileRoute('/_site/_account/apps/cards')({
  component: CardsPage,
});

function CardsPage() {
  const customerId = useSelector(useSession(), (state) => state.context.user?.customerId);
  // After a reload the kept token is checked first; the cards wait for the customer's id.
  if (customerId === undefined) {
    return (
      <Page title="Cards">
        <Spinner label="Loading your cards" />
      </Page>
    );
  }
  return <CardsForCustomer key={customerId} customerId={customerId} />;
}

function CardsForCustomer({ customerId }: { customerId: number }) {
  const actor = useAppActor(appCardsMachine, { input: { customerId } });
  return <CardsScreen actor={actor} stripePublishableKey={readConfig().stripePublishableKey} />;
}
