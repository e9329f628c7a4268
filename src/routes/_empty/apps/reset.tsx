import { createFileRoute } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { forgotPassword, lostPasswordUpdate } from '../../../api/auth';
import { passwordResetMachine } from '../../../machines/passwordReset.machine';
import { useAppActor } from '../../-lib/useAppActor';
import { PasswordReset } from '../-components/PasswordReset';
import { resetSearch } from '../-components/search';

export const Route = createFileRoute('/_empty/apps/reset')({
  validateSearch: resetSearch,
  component: ResetPage,
});

/** Failed calls become rejections carrying the message the customer should read. */
function unwrap(result: { ok: true } | { ok: false; message: string }): void {
  if (!result.ok) throw new Error(result.message);
}

const resetMachine = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input }) => unwrap(await forgotPassword(input.email))),
    updatePassword: fromPromise(async ({ input }) => unwrap(await lostPasswordUpdate(input))),
  },
});

function ResetPage() {
  const { token, email } = Route.useSearch();
  // A new link (or leaving the link for the request form) starts the reset afresh.
  return <ResetFlow key={token ?? ''} token={token ?? null} email={email ?? null} />;
}

function ResetFlow({ token, email }: { token: string | null; email: string | null }) {
  const actor = useAppActor(resetMachine, { input: { token, email } });
  return <PasswordReset actor={actor} />;
}
