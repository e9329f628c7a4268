import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isMoveOutDay, rentedUnitOf, type VsuRentedUnit } from '../domain/driveUp';
import { messageOf, notProvided } from './actorErrors';

/**
 * The 'Storage units' section of My stuff: the drive-up units the customer rents, loaded with
 * the page (the section stays hidden while there are none), and the move-out of one of them:
 * a day from the first the notice allows, confirmed, then booked.
 */
export interface StorageUnitsContext {
  customerId: number;
  units: VsuRentedUnit[];
  error: string | null;
  /** The unit being moved out of, and the day chosen so far. */
  moveOut: { lettingId: number; date: string } | null;
}

export type StorageUnitsEvent =
  | { type: 'storageUnits.retry' }
  | { type: 'moveOut.started'; lettingId: number }
  | { type: 'moveOut.dateChanged'; date: string }
  | { type: 'moveOut.confirmed' }
  | { type: 'moveOut.cancelled' };

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
    /** `POST /vsu/units/{lettingId}/moveOut`: answers the unit as it now stands. */
    bookMoveOut: fromPromise<VsuRentedUnit, { lettingId: number; date: string }>(async () => {
      throw notProvided('storage units', 'bookMoveOut');
    }),
  },
  actions: {
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    startMoveOut: assign(({ context, event }) => {
      assertEvent(event, 'moveOut.started');
      const unit = rentedUnitOf(context.units, event.lettingId);
      return {
        error: null,
        moveOut: { lettingId: event.lettingId, date: unit?.earliestMoveOut ?? '' },
      };
    }),
    changeMoveOutDate: assign(({ context, event }) => {
      assertEvent(event, 'moveOut.dateChanged');
      return { error: null, moveOut: context.moveOut && { ...context.moveOut, date: event.date } };
    }),
    endMoveOut: assign({ moveOut: null, error: null }),
    replaceUnit: assign(({ context }, { unit }: { unit: VsuRentedUnit }) => ({
      units: context.units.map((candidate) =>
        candidate.lettingId === unit.lettingId ? unit : candidate,
      ),
      moveOut: null,
    })),
  },
  guards: {
    /** A unit in use, with a first move-out day. */
    canMoveOut: ({ context, event }) => {
      assertEvent(event, 'moveOut.started');
      return rentedUnitOf(context.units, event.lettingId)?.earliestMoveOut != null;
    },
    /** A day chosen, not before the first the notice allows. */
    isMoveOutDay: ({ context }) =>
      isMoveOutDay(
        context.moveOut?.date ?? '',
        rentedUnitOf(context.units, context.moveOut?.lettingId)?.earliestMoveOut,
      ),
  },
}).createMachine({
  id: 'storageUnits',
  context: ({ input }) => ({
    customerId: input.customerId,
    units: [],
    error: null,
    moveOut: null,
  }),
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
    ready: {
      on: {
        'moveOut.started': { guard: 'canMoveOut', target: 'movingOut', actions: 'startMoveOut' },
      },
    },
    /** The move-out dialog: a day, then Book move-out. */
    movingOut: {
      on: { 'moveOut.cancelled': { target: 'ready', actions: 'endMoveOut' } },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'moveOut.dateChanged': { actions: 'changeMoveOutDate' },
            'moveOut.confirmed': { guard: 'isMoveOutDay', target: 'booking' },
          },
        },
        booking: {
          tags: 'busy',
          invoke: {
            id: 'bookMoveOut',
            src: 'bookMoveOut',
            input: ({ context }) => ({
              lettingId: context.moveOut?.lettingId ?? 0,
              date: context.moveOut?.date ?? '',
            }),
            onDone: {
              target: '#storageUnits.ready',
              actions: { type: 'replaceUnit', params: ({ event }) => ({ unit: event.output }) },
            },
            onError: {
              target: 'choosing',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
