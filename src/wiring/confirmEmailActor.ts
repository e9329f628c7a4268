import { fromPromise } from 'xstate';
import { confirmEmail } from '../api/auth';
import { getCustomer } from '../api/customer';
import { confirmEmailMachine } from '../machines/confirmEmail.machine';
import { unwrapResult } from './callResult';
import type { SessionActor } from './context';

/**
 * The confirm-email page's machine with its call from src/api. Signed in here, the session's
 * user is read again, so My account shows the new address rather than the change waiting.
 */
export function confirmEmailMachineFor(session: SessionActor) {
  return confirmEmailMachine.provide({
    actors: {
      confirmEmail: fromPromise(async ({ input }) => unwrapResult(await confirmEmail(input.token))),
    },
    actions: {
      emailConfirmed: () => {
        if (!session.getSnapshot().hasTag('signedIn')) return;
        void getCustomer().then((result) => {
          if (result.ok) session.send({ type: 'session.userUpdated', user: result.data });
        });
      },
    },
  });
}
