import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmEmailMachineFor } from '../../../wiring/confirmEmailActor';
import { useAppActor } from '../../../wiring/useAppActor';
import { useSession } from '../../../wiring/useSignedIn';
import { ConfirmEmail } from '../-components/ConfirmEmail';
import { confirmEmailSearch } from '../-components/search';

export const Route = createFileRoute('/_empty/apps/confirm-email')({
  validateSearch: confirmEmailSearch,
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  // Another link starts afresh.
  return <ConfirmFlow key={token ?? ''} token={token ?? null} />;
}

function ConfirmFlow({ token }: { token: string | null }) {
  const session = useSession();
  const [machine] = useState(() => confirmEmailMachineFor(session));
  const actor = useAppActor(machine, { input: { token } });
  return <ConfirmEmail actor={actor} />;
}
