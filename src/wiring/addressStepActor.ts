import { type ActorRefFrom, fromPromise } from 'xstate';
import { listAddresses } from '../api/addresses';
import type { Address } from '../domain/addresses';
import { addressStepMachine } from '../machines/addressStep.machine';
import { unwrapResult } from './callResult';
import { savedAddress } from './returnFunnelCalls';

/**
 * The kit's address step as a funnel runs it: the customer's addresses loaded, a new one saved
 * to their address book, then the chosen one put on the funnel's basket by `put` (told whether
 * it changed, so a window held for the old one can be given up; it may answer whether our own
 * vans collect there).
 */
export function addressStepFor(
  put: (address: Address, changed: boolean) => Promise<{ inHouseCollection?: boolean }>,
) {
  return addressStepMachine.provide({
    actors: {
      loadAddresses: fromPromise(async ({ input }) =>
        unwrapResult(await listAddresses(input.customerId)),
      ),
      saveAddress: fromPromise(async ({ input }) => {
        const address = await savedAddress(input.customerId, input.address);
        const learnt = await put(address, input.changed);
        return { address, ...learnt };
      }),
    },
  });
}

export type AddressStepActor = ActorRefFrom<typeof addressStepMachine>;
