import { assign, not, setup } from 'xstate';
import { isMoveOutDay, type VsuRentedUnit } from '../domain/driveUp';
import { MOVE_OUT_FUNNEL, type MoveOutStep } from '../domain/funnels';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  checkoutStepInput,
  type FunnelContextBase,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type KeptFunnelInput,
  type KitSteps,
  kept,
  landingOf,
  restored,
} from './funnelKit';

/**
 * Moving out of a drive-up unit, chosen in My stuff: the day (from the first the notice and
 * the contract allow), then checkout of the 'Drive-up Storage Return' with its last rent.
 */
export interface MoveOutFunnelContext extends FunnelContextBase {
  /** The letting being moved out of, as My stuff handed it over. */
  lettingId: number | null;
  /** The unit as the server has it now: its first move-out day, site and rent. */
  unit: VsuRentedUnit | null;
  moveOutDate: string | null;
  /** The day is on the basket. */
  saved: boolean;
}

/** What is kept between visits; the cards are loaded again, and the unit on the day step. */
const KEPT = ['customerId', 'basketId', 'lettingId', 'unit', 'moveOutDate', 'saved'] as const;
export type PersistedMoveOutFunnel = Pick<MoveOutFunnelContext, (typeof KEPT)[number]>;
export const persistedMoveOutFunnel = (context: MoveOutFunnelContext) => kept(context, KEPT);

export type MoveOutFunnelInput = KeptFunnelInput<PersistedMoveOutFunnel>;

function initialContext(input: MoveOutFunnelInput): MoveOutFunnelContext {
  return restored<MoveOutFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    lettingId: null,
    unit: null,
    moveOutDate: null,
    saved: false,
    cards: [],
    error: null,
  });
}

/** Whether a step's work is done, so a later step may be shown. The last step never is. */
export function moveOutStepIsDone(context: MoveOutFunnelContext, step: MoveOutStep): boolean {
  return step === 'day' && context.saved && context.basketId !== null;
}

/** The requested step, or the first step before it that is not done yet. */
export const moveOutLandingStep = landingOf(MOVE_OUT_FUNNEL, moveOutStepIsDone);

export type MoveOutFunnelEvent =
  | FunnelEvent<MoveOutStep>
  | { type: 'funnel.unitChosen'; lettingId: number }
  | { type: 'day.chosen'; date: string };

export interface SaveMoveOutInput {
  customerId: number;
  lettingId: number;
  moveOutDate: string;
}

export const moveOutFunnelMachine = setup({
  types: {
    context: {} as MoveOutFunnelContext,
    events: {} as MoveOutFunnelEvent,
    input: {} as MoveOutFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'checkoutStep'>,
  },
  actors: {
    /** The unit among the customer's (`GET /vsu/units/{customerId}`); 404 when not theirs. */
    loadUnit: appCall<VsuRentedUnit, { customerId: number; lettingId: number }>(
      'move-out funnel',
      'loadUnit',
    ),
    /** Puts the move-out on the return basket (created when there is none). */
    saveMoveOut: appCall<{ basketId: number }, SaveMoveOutInput>('move-out funnel', 'saveMoveOut'),
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<MoveOutFunnelContext, MoveOutFunnelEvent, MoveOutStep>(() =>
      initialContext({}),
    ),
  },
  guards: {
    ...funnelGuards(moveOutLandingStep),
    hasUnit: ({ context }) => context.lettingId !== null,
    knowsCustomer: ({ context }) => context.customerId !== null,
    isMoveOutDay: ({ context }) =>
      isMoveOutDay(context.moveOutDate ?? '', context.unit?.earliestMoveOut),
  },
}).createMachine({
  id: 'moveOutFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'day' } }, target: '.day' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    // Another unit chosen in My stuff: its move-out starts at the day step.
    'funnel.unitChosen': {
      target: '.day',
      reenter: true,
      actions: assign({
        lettingId: ({ event }) => event.lettingId,
        unit: null,
        moveOutDate: null,
        saved: false,
      }),
    },
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The move-out was ordered and the funnel emptied. */
    placed: {},
    day: {
      entry: ['clearError', { type: 'navigate', params: { step: 'day' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'day' } } },
      },
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: not('hasUnit'), target: 'noUnit' },
            { guard: 'knowsCustomer', target: 'loading' },
            { target: 'waitingForCustomer' },
          ],
        },
        /** Opened without a unit: the customer chooses one in My stuff. */
        noUnit: {},
        /** Opened straight after sign-in: the unit is looked up once the session knows who. */
        waitingForCustomer: {
          tags: 'busy',
          on: {
            'funnel.signedIn': {
              target: 'checking',
              actions: assign({ customerId: ({ event }) => event.customerId }),
            },
          },
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadUnit',
            src: 'loadUnit',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              lettingId: context.lettingId ?? 0,
            }),
            onDone: {
              target: 'choosing',
              actions: assign({
                unit: ({ event }) => event.output,
                // The first day allowed, unless a later one was chosen before.
                moveOutDate: ({ context, event }) =>
                  isMoveOutDay(context.moveOutDate ?? '', event.output.earliestMoveOut)
                    ? context.moveOutDate
                    : event.output.earliestMoveOut,
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
            'day.chosen': {
              actions: assign({
                moveOutDate: ({ event }) => event.date,
                saved: false,
                error: null,
              }),
            },
            'funnel.next': { guard: 'isMoveOutDay', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveMoveOut',
            src: 'saveMoveOut',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              lettingId: context.lettingId ?? 0,
              moveOutDate: context.moveOutDate ?? '',
            }),
            onDone: {
              target: '#moveOutFunnel.checkout',
              actions: assign({ basketId: ({ event }) => event.output.basketId, saved: true }),
            },
            onError: { target: 'choosing', actions: 'assignError' },
          },
        },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#moveOutFunnel.day',
      },
      initial: 'loading',
      states: {
        /** The kit's checkout step loads what checkout shows (its spinner, or Try again). */
        loading: {
          invoke: {
            id: 'checkoutStep',
            src: 'checkoutStep',
            input: checkoutStepInput,
            onDone: { target: 'ready', actions: 'assignOutput' },
          },
        },
        ready: {},
      },
    },
  },
});
