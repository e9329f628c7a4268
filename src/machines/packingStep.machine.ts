import { assertEvent, assign, sendTo, setup } from 'xstate';
import { type PackingPrices, type PackingSize, packingEstimate } from '../domain/packing';
import type { Timeslot } from '../domain/timeslots';
import { appCall, errorActions } from './funnelKit';

/**
 * The packing step of the order funnel and of the packing service on its own (part of the
 * funnel kit): the packing prices (and, where the packers' window is chosen here, their free
 * windows) are loaded; nothing paid is chosen for the customer (CCR 2013 reg. 40: with storage,
 * the packers start as not wanted). Each change is saved on the funnel's basket at once, so the
 * running total is the server's (a change made while the last is saved is saved after it), and
 * told to the funnel, which keeps it between visits (`packingStep.changed`). Continue ends the
 * step with no packers, or with packers given a size (and a window, where chosen here). Back
 * stays with the funnel.
 */

/** The packing chosen: packers or not, how much, materials, and their window. */
export interface PackingChoice extends PackingSize {
  wanted: boolean;
  materialsIncluded: boolean;
  timeslot: Timeslot | null;
}

export const NO_PACKING: PackingChoice = {
  wanted: false,
  rooms: null,
  boxes: null,
  materialsIncluded: false,
  timeslot: null,
};

/** Packers wanted with a size and a window: the packing part can be saved whole. */
export function packingIsReady(packing: PackingChoice): boolean {
  return packing.wanted && packingEstimate(packing) !== null && packing.timeslot !== null;
}

export interface PackingStepInput {
  customerId: number;
  /** The funnel's basket, or null when the load opens one. */
  basketId: number | null;
  /** What was chosen before. */
  packing: PackingChoice;
  /** The packers' window is chosen on this step (with storage), not on a later one. */
  withWindow: boolean;
  /** The collection the packers come before, when there is one. */
  collectionDay: string | null;
}

export interface PackingStepContext extends PackingStepInput {
  prices: PackingPrices | null;
  /** The packers' free windows, where they are chosen here. */
  timeslots: Timeslot[];
  error: string | null;
}

/** What the step ends with, and tells the funnel after each change. */
export interface PackingStepOutput {
  basketId: number;
  packing: PackingChoice;
}

/** What the step tells the funnel that invoked it after each change. */
export type PackingStepChanged = { type: 'packingStep.changed' } & PackingStepOutput;

export type PackingStepEvent =
  | { type: 'packing.wantedChanged'; wanted: boolean }
  | { type: 'packing.roomsChanged'; rooms: number }
  | { type: 'packing.boxesChanged'; boxes: number }
  | { type: 'packing.materialsChanged'; included: boolean }
  | { type: 'packing.timeslotChosen'; timeslot: Timeslot }
  | { type: 'funnel.next' }
  | { type: 'funnel.retry' };

export const packingStepMachine = setup({
  types: {
    context: {} as PackingStepContext,
    events: {} as PackingStepEvent,
    input: {} as PackingStepInput,
    output: {} as PackingStepOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The prices and the packers' windows, with the funnel's basket (opened if none). */
    loadPacking: appCall<
      { basketId: number; prices: PackingPrices; timeslots: Timeslot[] },
      Pick<PackingStepInput, 'customerId' | 'basketId' | 'collectionDay'>
    >('packing step', 'loadPacking'),
    /** Puts the packing on the funnel's basket, or takes it off when no packers are wanted. */
    savePacking: appCall<void, PackingStepOutput>('packing step', 'savePacking'),
  },
  actions: {
    ...errorActions<PackingStepContext, PackingStepEvent>(),
    change: assign(({ context, event }) => {
      assertEvent(event, [
        'packing.wantedChanged',
        'packing.roomsChanged',
        'packing.boxesChanged',
        'packing.materialsChanged',
        'packing.timeslotChosen',
      ]);
      const packing = context.packing;
      switch (event.type) {
        case 'packing.wantedChanged':
          return { packing: event.wanted ? { ...packing, wanted: true } : NO_PACKING, error: null };
        // Nought of either means none given; one clears the other.
        case 'packing.roomsChanged':
          return {
            packing: { ...packing, rooms: event.rooms > 0 ? event.rooms : null, boxes: null },
            error: null,
          };
        case 'packing.boxesChanged':
          return {
            packing: { ...packing, boxes: event.boxes > 0 ? event.boxes : null, rooms: null },
            error: null,
          };
        case 'packing.materialsChanged':
          return { packing: { ...packing, materialsIncluded: event.included }, error: null };
        default:
          return { packing: { ...packing, timeslot: event.timeslot }, error: null };
      }
    }),
    /** The funnel keeps the choice between visits (a step run on its own tells itself). */
    tellFunnel: sendTo(
      ({ self }) => self._parent ?? self,
      ({ context }): PackingStepChanged => ({
        type: 'packingStep.changed',
        basketId: context.basketId ?? 0,
        packing: context.packing,
      }),
    ),
  },
  guards: {
    /** No packers, or packers with a size (and a window, where it is chosen here). */
    canContinue: ({ context: { packing, withWindow } }) =>
      !packing.wanted ||
      (packingEstimate(packing) !== null && (!withWindow || packing.timeslot !== null)),
  },
}).createMachine({
  id: 'packingStep',
  context: ({ input }) => ({ ...input, prices: null, timeslots: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPacking',
        src: 'loadPacking',
        input: ({ context: { customerId, basketId, collectionDay } }) => ({
          customerId,
          basketId,
          collectionDay,
        }),
        onDone: { target: 'choosing', actions: assign(({ event }) => event.output) },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: 'error',
      on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      on: {
        'packing.*': { target: 'updating', actions: ['change', 'tellFunnel'] },
        'funnel.next': { guard: 'canContinue', target: 'chosen' },
      },
    },
    /** Each change is saved at once, so the running total is the server's new quote. */
    updating: {
      invoke: {
        id: 'savePacking',
        src: 'savePacking',
        input: ({ context }) => ({ basketId: context.basketId ?? 0, packing: context.packing }),
        onDone: 'choosing',
        // A window taken meanwhile is given up, so another can be chosen.
        onError: {
          target: 'choosing',
          actions: [
            assign(({ context }) => ({ packing: { ...context.packing, timeslot: null } })),
            'assignError',
            'tellFunnel',
          ],
        },
      },
      on: {
        'packing.*': { target: 'updating', reenter: true, actions: ['change', 'tellFunnel'] },
      },
    },
    chosen: { type: 'final' },
  },
  output: ({ context }) => ({ basketId: context.basketId ?? 0, packing: context.packing }),
});
