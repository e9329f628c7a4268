import { assign, fromPromise, setup } from 'xstate';
import type { VsuRentedUnit } from '../domain/driveUp';
import { messageOf, notProvided } from './actorErrors';

/**
 * The 'Storage units' section of My stuff: the drive-up units the customer rents, with the
 * item-check photos our team took of each at drop-off, loaded with the page (the section stays
 * hidden while there are none). Moving out is a funnel of its own, opened from a unit.
 */
export interface StorageUnitsContext {
  customerId: number;
  units: VsuRentedUnit[];
  /** Each unit's item-check photos (type 5), bare base64 jpegs, by letting. */
  photos: Record<number, string[]>;
  error: string | null;
}

export type StorageUnitsEvent = { type: 'storageUnits.retry' };

export interface RentedUnitsWithPhotos {
  units: VsuRentedUnit[];
  photos: Record<number, string[]>;
}

export const storageUnitsMachine = setup({
  types: {
    context: {} as StorageUnitsContext,
    events: {} as StorageUnitsEvent,
    input: {} as { customerId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET /vsu/units/{customerId}`, then `GET /itemCheckPhotos/unit/{lettingId}/5`. */
    loadUnits: fromPromise<RentedUnitsWithPhotos, { customerId: number }>(async () => {
      throw notProvided('storage units', 'loadUnits');
    }),
  },
  actions: {
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'storageUnits',
  context: ({ input }) => ({ customerId: input.customerId, units: [], photos: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadUnits',
        src: 'loadUnits',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'ready',
          actions: assign({
            units: ({ event }) => event.output.units,
            photos: ({ event }) => event.output.photos,
          }),
        },
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
