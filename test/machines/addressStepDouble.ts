import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import { addressStepMachine } from '../../src/machines/addressStep.machine';

/**
 * The kit's address step as a funnel test provides it: the customer's `addresses`, and
 * `saveAddress` recorded in `saved` (a new address is given id 12); `fail` names the call that
 * fails; `inHouseCollection` is what the funnel's save learns about the postcode.
 */
export function addressStepDouble({
  addresses,
  fail = {},
  saved,
  inHouseCollection,
}: {
  addresses: Address[];
  fail?: Partial<Record<string, boolean>>;
  saved: (input: { customerId: number; address: unknown; changed: boolean }) => void;
  inHouseCollection?: boolean;
}) {
  return addressStepMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => {
        if (fail.loadAddresses) throw new Error('loadAddresses failed');
        return addresses;
      }),
      saveAddress: fromPromise(async ({ input }) => {
        saved(input);
        if (fail.saveAddress) throw new Error('saveAddress failed');
        const address =
          'addressId' in input.address ? input.address : { ...input.address, addressId: 12 };
        return { address, inHouseCollection };
      }),
    },
  });
}

/** Waits until the funnel's address step offers the addresses, and gives the step. */
export async function addressStepReady(funnel: AnyActorRef): Promise<AnyActorRef> {
  await waitFor(funnel, (state) => Boolean(state.children?.addressStep));
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef> }).children
    .addressStep as AnyActorRef;
  await waitFor(step, (state) => state.matches('choosing'));
  return step;
}
