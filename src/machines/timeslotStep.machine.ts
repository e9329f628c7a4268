import { assign, fromPromise, setup } from 'xstate';
import type { Timeslot, TimeslotOrderType } from '../domain/timeslots';
import { offeredTimeslots, stillOffered } from '../domain/timeslots';
import { notProvided } from './actorErrors';
import { errorActions } from './funnelKit';

/**
 * The timeslot step of every funnel (part of the funnel kit): the times are loaded for the
 * funnel's order type, the customer picks one, and it is saved on the funnel's basket. The
 * funnel invokes it as `timeslotStep` on entering its timeslot step and goes on when it is done,
 * with the saved slot as its output. Back stays with the funnel.
 */
export interface TimeslotStepInput {
  basketId: number;
  orderType: TimeslotOrderType;
  /** The slot saved on the basket before, chosen again when it is still offered. */
  chosen: Timeslot | null;
  /**
   * Whether the Saturdays the server offers are shown: only where our own vans collect
   * (172 otherwise), never for a return (174).
   */
  saturdays: boolean;
}

export interface TimeslotStepContext extends TimeslotStepInput {
  /** The first available service date the times start from. */
  fasd: string | null;
  timeslots: Timeslot[];
  error: string | null;
}

export interface TimeslotStepOutput {
  timeslot: Timeslot;
  fasd: string | null;
  timeslots: Timeslot[];
}

export type TimeslotStepEvent =
  | { type: 'timeslot.chosen'; timeslot: Timeslot }
  | { type: 'funnel.next' }
  | { type: 'funnel.retry' };

export const timeslotStepMachine = setup({
  types: {
    context: {} as TimeslotStepContext,
    events: {} as TimeslotStepEvent,
    input: {} as TimeslotStepInput,
    output: {} as TimeslotStepOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The times from the first available service date, for the order type. */
    loadTimeslots: fromPromise<
      { fasd: string; timeslots: Timeslot[] },
      { basketId: number; orderType: TimeslotOrderType }
    >(async () => {
      throw notProvided('timeslot step', 'loadTimeslots');
    }),
    /** Puts the slot on the funnel's basket. */
    saveTimeslot: fromPromise<void, { basketId: number; timeslot: Timeslot }>(async () => {
      throw notProvided('timeslot step', 'saveTimeslot');
    }),
  },
  actions: {
    ...errorActions<TimeslotStepContext, TimeslotStepEvent>(),
  },
  guards: {
    hasChosen: ({ context }) => context.chosen !== null,
  },
}).createMachine({
  id: 'timeslotStep',
  context: ({ input }) => ({ ...input, fasd: null, timeslots: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTimeslots',
        src: 'loadTimeslots',
        input: ({ context }) => ({ basketId: context.basketId, orderType: context.orderType }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const timeslots = offeredTimeslots(event.output.timeslots, context.saturdays);
            return {
              fasd: event.output.fasd,
              timeslots,
              chosen: stillOffered(context.chosen, timeslots),
            };
          }),
        },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: 'error',
      on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      on: {
        'timeslot.chosen': {
          actions: assign({ chosen: ({ event }) => event.timeslot, error: null }),
        },
        'funnel.next': { guard: 'hasChosen', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveTimeslot',
        src: 'saveTimeslot',
        input: ({ context }) => ({
          basketId: context.basketId,
          timeslot: context.chosen as Timeslot,
        }),
        onDone: 'saved',
        onError: { target: 'choosing', actions: 'assignError' },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({
    timeslot: context.chosen as Timeslot,
    fasd: context.fasd,
    timeslots: context.timeslots,
  }),
});
