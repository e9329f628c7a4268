import { type ActorRefFrom, fromPromise } from 'xstate';
import type { PackingPrices } from '../domain/packing';
import type { Timeslot } from '../domain/timeslots';
import {
  type PackingStepInput,
  type PackingStepOutput,
  packingStepMachine,
} from '../machines/packingStep.machine';

/**
 * The kit's packing step as a funnel runs it: `open` gives the funnel's basket (opening one
 * when there is none), the prices and the packers' windows where they are chosen on the step;
 * `save` puts the packing on the basket.
 */
export function packingStepFor({
  open,
  save,
}: {
  open: (
    input: Pick<PackingStepInput, 'customerId' | 'basketId' | 'collectionDay'>,
  ) => Promise<{ basketId: number; prices: PackingPrices; timeslots: Timeslot[] }>;
  save: (input: PackingStepOutput) => Promise<unknown>;
}) {
  return packingStepMachine.provide({
    actors: {
      loadPacking: fromPromise(({ input }) => open(input)),
      savePacking: fromPromise(async ({ input }) => {
        await save(input);
      }),
    },
  });
}

export type PackingStepActor = ActorRefFrom<typeof packingStepMachine>;
