import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import type { Box } from '../../src/domain/boxes';
import type { ReturnCity } from '../../src/domain/support';
import {
  boxAddressStepMachine,
  type SaveBoxAddressInput,
} from '../../src/machines/boxAddressStep.machine';

/** What a test's box address step answers with; each call is recorded before it answers. */
export interface BoxAddressCalls {
  loadStep: (input: { customerId: number; basketId: number | null; boxIds: number[] }) => {
    basketId: number;
    boxes: Box[];
    addresses: Address[];
    roomReturnPrice?: number;
    returnCities?: ReturnCity[];
  };
  saveItems?: (input: { basketId: number; boxIds: number[] }) => void;
  quoteSurcharge?: (input: { basketId: number; destination: string }) => number;
  saveRoomReturn?: (input: { basketId: number; roomReturn: boolean }) => void;
  saveAddress: (input: SaveBoxAddressInput) => { address: Address; longDistanceSurcharge?: number };
}

/** The kit's box address step with the test's calls (a call that throws fails). */
export function boxAddressStepDouble(calls: BoxAddressCalls) {
  return boxAddressStepMachine.provide({
    actors: {
      loadStep: fromPromise(async ({ input }) => calls.loadStep(input)),
      saveItems: fromPromise(async ({ input }) => calls.saveItems?.(input)),
      quoteSurcharge: fromPromise(async ({ input }) => calls.quoteSurcharge?.(input) ?? 0),
      saveRoomReturn: fromPromise(async ({ input }) => calls.saveRoomReturn?.(input)),
      saveAddress: fromPromise(async ({ input }) => calls.saveAddress(input)),
    },
  });
}

/** Waits until the funnel's box address step is the customer's to use, and gives the step. */
export async function boxAddressStepReady(funnel: AnyActorRef): Promise<AnyActorRef> {
  await waitFor(funnel, (state) => Boolean(state.children?.boxAddressStep));
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef> }).children
    .boxAddressStep as AnyActorRef;
  await waitFor(step, (state) => state.matches('choosing') || state.hasTag('error'));
  return step;
}
