import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSession } from '../../../wiring/useSignedIn';
import { useSignOut } from '../../../wiring/useSignOut';
import { SignedInNotice } from '../-components/SignedInNotice';
import { SignInForm } from '../-components/SignInForm';
import { returnToSearch } from '../-components/search';

export const Route = createFileRoute('/_empty/apps/signin')({
  validateSearch: returnToSearch,
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  const session = useSession();
  const signOut = useSignOut();
  const signedIn = useSelector(session, (state) => state.hasTag('signedIn'));
  const email = useSelector(session, (state) => state.context.user?.email ?? null);

  if (signedIn) return <SignedInNotice email={email} onSignOut={signOut} />;
  return <SignInForm session={session} redirect={redirect} />;
}
