import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { readConfig } from '../../../../api/config';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { appClearBalanceMachine } from '../../../../wiring/paymentsActor';
import { useAppActor } from '../../../../wiring/useAppActor';
import { useSession } from '../../../../wiring/useSignedIn';
import { PaymentsScreen } from '../-components/payments/PaymentsScreen';

export const Route = createFileRoute('/_site/_account/apps/payments')({
  component: PaymentsPage,
});

function PaymentsPage() {
  const customerId = useSelector(useSession(), (state) => state.context.user?.customerId);
  // After a reload the kept token is checked first; the payments wait for the customer's id.
  if (customerId === undefined) {
    return (
      <Page title="Payments">
        <Spinner label="Loading your payments" />
      </Page>
    );
  }
  return <PaymentsForCustomer key={customerId} customerId={customerId} />;
}

function PaymentsForCustomer({ customerId }: { customerId: number }) {
  const [today] = useState(() => new Date());
  const actor = useAppActor(appClearBalanceMachine, { input: { customerId, today } });
  return <PaymentsScreen actor={actor} sandbox={readConfig().stripePublishableKey === null} />;
}
