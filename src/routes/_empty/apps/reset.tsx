import { createFileRoute } from '@tanstack/react-router';
import { appPasswordResetMachine } from '../../../wiring/passwordResetActor';
import { useAppActor } from '../../../wiring/useAppActor';
import { PasswordReset } from '../-components/PasswordReset';
import { resetSearch } from '../-components/search';

export const Route = createFileRoute('/_empty/apps/reset')({
  validateSearch: resetSearch,
  component: ResetPage,
});

function ResetPage() {
  const { token, email } = Route.useSearch();
  // A new link (or leaving the link for the request form) starts the reset afresh.
  return <ResetFlow key={token ?? ''} token={token ?? null} email={email ?? null} />;
}

function ResetFlow({ token, email }: { token: string | null; email: string | null }) {
  const actor = useAppActor(appPasswordResetMachine, { input: { token, email } });
  return <PasswordReset actor={actor} />;
}
