import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { contactPhone } from '../../../../domain/customer';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import {
  appOrdersMachine,
  appOrdersPhoneMachine,
  orderActionsMachineFor,
  today,
} from '../../../../wiring/ordersActor';
import { useAppActor } from '../../../../wiring/useAppActor';
import { useSession } from '../../../../wiring/useSignedIn';
import { Orders } from '../-components/orders/Orders';

export const Route = createFileRoute('/_site/_account/apps/orders')({
  component: OrdersPage,
});

function OrdersPage() {
  const user = useSelector(useSession(), (state) => state.context.user);
  // After a reload the kept token is checked first; the orders wait for the customer.
  if (!user) {
    return (
      <Page title="Orders">
        <Spinner label="Loading your orders" />
      </Page>
    );
  }
  return (
    <OrdersForCustomer
      key={user.customerId}
      customerId={user.customerId}
      phone={contactPhone(user)}
    />
  );
}

function OrdersForCustomer({ customerId, phone: ownPhone }: { customerId: number; phone: string }) {
  const orders = useAppActor(appOrdersMachine, { input: { customerId } });
  const phone = useAppActor(appOrdersPhoneMachine, { input: { customerId, phone: ownPhone } });
  const orderActions = useMemo(() => orderActionsMachineFor(orders), [orders]);
  const [day] = useState(() => today());
  return <Orders orders={orders} orderActions={orderActions} phone={phone} today={day} />;
}
