import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Customer } from '../../../../domain/customer';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import {
  appAddressBookMachine,
  appChangePasswordMachine,
  lookUpPostcode,
  myDetailsMachineFor,
} from '../../../../wiring/accountActors';
import { useAppActor } from '../../../../wiring/useAppActor';
import { useSession } from '../../../../wiring/useSignedIn';
import { AccountScreen } from '../-components/account/AccountScreen';

export const Route = createFileRoute('/_site/_account/apps/account')({
  component: AccountPage,
});

function AccountPage() {
  const session = useSession();
  const user = useSelector(session, (state) => state.context.user);
  // After a reload the kept token is checked first; the form waits for the stored record.
  if (!user) {
    return (
      <Page title="My details">
        <Spinner label="Loading your details" />
      </Page>
    );
  }
  return <AccountForCustomer key={user.customerId} user={user} />;
}

function AccountForCustomer({ user }: { user: Customer }) {
  const session = useSession();
  const [detailsMachine] = useState(() => myDetailsMachineFor(session));
  const details = useAppActor(detailsMachine, { input: { customer: user } });
  const addresses = useAppActor(appAddressBookMachine, {
    input: { customerId: user.customerId },
  });
  const password = useAppActor(appChangePasswordMachine);
  return (
    <AccountScreen
      details={details}
      addresses={addresses}
      password={password}
      lookUpPostcode={lookUpPostcode}
    />
  );
}
