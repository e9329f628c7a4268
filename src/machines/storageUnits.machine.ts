import { assign, fromPromise, setup } from 'xstate';
import type { VsuRentedUnit } from '../domain/driveUp';
import { messageOf, notProvided } from './actorErrors';

/**
 * The 'Storage units' section of My stuff: the drive-up units the customer rents, loaded with
 * the page (the section stays hidden while there are none).
 */
export interface StorageUnitsContext {
  customerId: number;
  units: VsuRentedUnit[];
  error: string | null;
}

export type StorageUnitsEvent = { type: 'storageUnits.retry' };

export const storageUnitsMachine = setup({
  types: {
    context: {} as StorageUnitsContext,
    events: {} as StorageUnitsEvent,
    input: {} as { customerId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET /vsu/units/{customerId}`. */
    loadUnits: fromPromise<VsuRentedUnit[], { customerId: number }>(async () => {
      throw notProvided('storage units', 'loadUnits');
    }),
  },
  actions: {
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'storageUnits',
  context: ({ input }) => ({ customerId: input.customerId, units: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadUnits',
        src: 'loadUnits',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: assign({ units: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: 'error',
      on: { 'storageUnits.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {},
  },
});
