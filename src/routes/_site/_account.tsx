import { createFileRoute, Outlet, redirect, useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { readConfig } from '../../api/config';
import { onPaymentAlertsChanged, paymentAlertsMachineFor } from '../../wiring/paymentAlertsActor';
import { useAppActor } from '../../wiring/useAppActor';
import { useSession } from '../../wiring/useSignedIn';
import { PaymentAlertsBanner } from './_account/-components/alerts/PaymentAlertsBanner';

/** The five account pages: a signed-out visitor goes to sign in, then comes back here. */
export const Route = createFileRoute('/_site/_account')({
  beforeLoad: ({ context, location }) => {
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
  },
  component: AccountLayout,
});

/** Every account page, under the banner of what is owed or waiting (if anything). */
function AccountLayout() {
  const customerId = useSelector(useSession(), (state) => state.context.user?.customerId);
  return (
    <>
      {customerId !== undefined && <PaymentAlerts key={customerId} customerId={customerId} />}
      <Outlet />
    </>
  );
}

function PaymentAlerts({ customerId }: { customerId: number }) {
  const router = useRouter();
  const [machine] = useState(() =>
    paymentAlertsMachineFor({ navigate: (href) => void router.navigate({ href }) }),
  );
  const actor = useAppActor(machine, { input: { customerId } });
  const pathname = useLocation({ select: (location) => location.pathname });
  const shown = useRef(pathname);
  // Another account page, or a balance paid elsewhere: what is owed is read again.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    actor.send({ type: 'alerts.refresh' });
  }, [actor, pathname]);
  useEffect(() => onPaymentAlertsChanged(() => actor.send({ type: 'alerts.refresh' })), [actor]);
  return <PaymentAlertsBanner actor={actor} sandbox={readConfig().stripePublishableKey === null} />;
}
