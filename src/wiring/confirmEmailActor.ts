import { fromPromise, waitFor } from 'xstate';
import { confirmEmail } from '../api/auth';
import { getCustomer } from '../api/customer';
import { confirmEmailMachine } from '../machines/confirmEmail.machine';
import { unwrapResult } from './callResult';
import type { SessionActor } from './context';

/** How long the page waits for a session still being checked before it reads the user. */
const SESSION_SETTLE_MS = 10_000;

/**
 * The confirm-email page's machine with its call from src/api. Signed in here, the session's
 * user is read again before the page says the address changed, so My account, one click
 * away, shows the new address rather than the change waiting. The link is usually opened in
 * a fresh page, whose session is still being checked with a read of the user that may have
 * left before the change: the user is read once that check is over, never during it.
 */
export function confirmEmailMachineFor(session: SessionActor) {
  return confirmEmailMachine.provide({
    actors: {
      confirmEmail: fromPromise(async ({ input }) => {
        const confirmed = unwrapResult(await confirmEmail(input.token));
        const settled = await waitFor(session, (state) => !state.hasTag('busy'), {
          timeout: SESSION_SETTLE_MS,
        }).catch(() => null);
        if (settled?.hasTag('signedIn')) {
          const customer = await getCustomer();
          if (customer.ok) session.send({ type: 'session.userUpdated', user: customer.data });
        }
        return confirmed;
      }),
    },
  });
}
