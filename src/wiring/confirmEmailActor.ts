import { fromPromise } from 'xstate';
import { confirmEmail } from '../api/auth';
import { getCustomer } from '../api/customer';
import { confirmEmailMachine } from '../machines/confirmEmail.machine';
import { unwrapResult } from './callResult';
import type { SessionActor } from './context';

/**
 * The confirm-email page's machine with its call from src/api. Signed in here, the session's
 * user is read again before the page says the address changed, so My account, one click
 * away, shows the new address rather than the change waiting.
 */
export function confirmEmailMachineFor(session: SessionActor) {
  return confirmEmailMachine.provide({
    actors: {
      confirmEmail: fromPromise(async ({ input }) => {
        const confirmed = unwrapResult(await confirmEmail(input.token));
        if (session.getSnapshot().hasTag('signedIn')) {
          const customer = await getCustomer();
          if (customer.ok) session.send({ type: 'session.userUpdated', user: customer.data });
        }
        return confirmed;
      }),
    },
  });
}
