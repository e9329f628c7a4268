import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import type { PackingPrices } from '../../src/domain/packing';
import type { Timeslot } from '../../src/domain/timeslots';
import { type PackingStepOutput, packingStepMachine } from '../../src/machines/packingStep.machine';

export const PACKING_PRICES: PackingPrices = { teamHourlyPrice: 48, perBoxPrice: 2.5 };

/**
 * The kit's packing step as a test provides it: the prices and the packers' `timeslots` with
 * the basket `basketId`, each save recorded in `saved`; `fail` names the call that fails.
 */
export function packingStepDouble({
  timeslots = [],
  basketId = 41,
  fail = {},
  saved,
}: {
  timeslots?: Timeslot[];
  basketId?: number;
  fail?: Partial<Record<'loadPacking' | 'savePacking', boolean>>;
  saved: (input: PackingStepOutput) => void;
}) {
  return packingStepMachine.provide({
    actors: {
      loadPacking: fromPromise(async ({ input }) => {
        if (fail.loadPacking) throw new Error('loadPacking failed');
        return { basketId: input.basketId ?? basketId, prices: PACKING_PRICES, timeslots };
      }),
      savePacking: fromPromise(async ({ input }) => {
        saved(input);
        if (fail.savePacking) throw new Error('savePacking failed');
      }),
    },
  });
}

/** Waits until the funnel's packing step offers its choices, and gives the step. */
export async function packingStepReady(funnel: AnyActorRef): Promise<AnyActorRef> {
  await waitFor(funnel, (state) => Boolean(state.children?.packingStep));
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef> }).children
    .packingStep as AnyActorRef;
  await waitFor(step, (state) => state.matches('choosing'));
  return step;
}
