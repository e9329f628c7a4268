import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import { PACKING_FUNNEL, type PackingStep } from '../domain/funnels';
import { type PackingPrices, type PackingSize, packingEstimate } from '../domain/packing';
import type { Timeslot } from '../domain/timeslots';
import { addressStepMachine } from './addressStep.machine';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  checkoutStepInput,
  type FunnelContextBase,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type KitSteps,
  kept,
  landingOf,
  restored,
  stepOutputActions,
} from './funnelKit';
import { timeslotStepMachine } from './timeslotStep.machine';

/**
 * The packing service on its own: how much to pack (rooms or boxes, materials included or
 * not), where, when the packers arrive, checkout. Materials are not included unless chosen
 * (CCR 2013 reg. 40).
 */
export interface PackingFunnelContext extends PackingSize, FunnelContextBase {
  /** The team's hourly price and materials per box, as the server has them. */
  prices: PackingPrices | null;
  materialsIncluded: boolean;
  /** The address saved on the basket. */
  address: Address | null;
  /** The packers' window saved on the basket. */
  timeslot: Timeslot | null;
}

/** What is kept between visits; the prices and cards are loaded again. */
const KEPT = [
  'customerId',
  'basketId',
  'rooms',
  'boxes',
  'materialsIncluded',
  'address',
  'timeslot',
] as const;
export type PersistedPackingFunnel = Pick<PackingFunnelContext, (typeof KEPT)[number]>;
export const persistedPackingFunnel = (context: PackingFunnelContext) => kept(context, KEPT);

export interface PackingFunnelInput {
  saved?: Partial<PersistedPackingFunnel> | null;
}

function initialContext(input: PackingFunnelInput): PackingFunnelContext {
  return restored<PackingFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    prices: null,
    rooms: null,
    boxes: null,
    materialsIncluded: false,
    address: null,
    timeslot: null,
    cards: [],
    error: null,
  });
}

export function packingStepIsDone(context: PackingFunnelContext, step: PackingStep) {
  switch (step) {
    case 'size':
      return context.basketId !== null && packingEstimate(context) !== null;
    case 'address':
      return context.address !== null;
    case 'date':
      return context.timeslot !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const packingLandingStep = landingOf(PACKING_FUNNEL, packingStepIsDone);

export type PackingFunnelEvent =
  | FunnelEvent<PackingStep>
  /** How much: rooms, or boxes (one replaces the other), and materials in or out. */
  | { type: 'size.roomsChanged'; rooms: number }
  | { type: 'size.boxesChanged'; boxes: number }
  | { type: 'size.materialsChanged'; included: boolean };

export const packingFunnelMachine = setup({
  types: {
    context: {} as PackingFunnelContext,
    events: {} as PackingFunnelEvent,
    input: {} as PackingFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'addressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The packing basket (created when there is none) and the packing prices. */
    openBasket: appCall<{ basketId: number; prices: PackingPrices }, { customerId: number }>(
      'packing funnel',
      'openBasket',
    ),
    /** `PUT basket/packing/{id}` with the size, so the quote follows each change. */
    saveSize: appCall<void, PackingSize & { materialsIncluded: boolean }>(
      'packing funnel',
      'saveSize',
    ),
    /** The kit's address step, with the address saved on this funnel's basket. */
    addressStep: addressStepMachine,
    /** The kit's timeslot step, with the packers' window saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<PackingFunnelContext, PackingFunnelEvent, PackingStep>(() =>
      initialContext({}),
    ),
    ...stepOutputActions<PackingFunnelContext, PackingFunnelEvent>(),
    setSize: assign(({ event }) => {
      assertEvent(event, ['size.roomsChanged', 'size.boxesChanged', 'size.materialsChanged']);
      switch (event.type) {
        // Nought of either means none given.
        case 'size.roomsChanged':
          return { rooms: event.rooms > 0 ? event.rooms : null, boxes: null, error: null };
        case 'size.boxesChanged':
          return { boxes: event.boxes > 0 ? event.boxes : null, rooms: null, error: null };
        default:
          return { materialsIncluded: event.included, error: null };
      }
    }),
  },
  guards: {
    ...funnelGuards(packingLandingStep),
    hasSize: ({ context }) => packingEstimate(context) !== null,
  },
}).createMachine({
  id: 'packingFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'size' } }, target: '.size' },
      { guard: { type: 'landsOn', params: { step: 'address' } }, target: '.address' },
      { guard: { type: 'landsOn', params: { step: 'date' } }, target: '.date' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The visit was ordered and the funnel emptied; the next visit starts afresh. */
    placed: {},
    size: {
      entry: ['clearError', { type: 'navigate', params: { step: 'size' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'size' } } },
      },
      initial: 'identifying',
      states: {
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'opening' },
        },
        opening: {
          tags: 'busy',
          invoke: {
            id: 'openBasket',
            src: 'openBasket',
            input: ({ context }) => ({ customerId: context.customerId ?? 0 }),
            onDone: { target: 'choosing', actions: 'assignOutput' },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'opening', actions: 'clearError' } },
        },
        choosing: {
          on: {
            'size.roomsChanged': { target: 'updating', actions: 'setSize' },
            'size.boxesChanged': { target: 'updating', actions: 'setSize' },
            'size.materialsChanged': { target: 'updating', actions: 'setSize' },
            'funnel.next': { guard: 'hasSize', target: '#packingFunnel.address' },
          },
        },
        /** Each change is saved at once, so the running total is the server's new quote. */
        updating: {
          invoke: {
            id: 'saveSize',
            src: 'saveSize',
            input: ({ context }) => ({
              rooms: context.rooms,
              boxes: context.boxes,
              materialsIncluded: context.materialsIncluded,
            }),
            onDone: 'choosing',
            onError: { target: 'choosing', actions: 'assignError' },
          },
          on: {
            'size.roomsChanged': { target: 'updating', reenter: true, actions: 'setSize' },
            'size.boxesChanged': { target: 'updating', reenter: true, actions: 'setSize' },
            'size.materialsChanged': { target: 'updating', reenter: true, actions: 'setSize' },
          },
        },
      },
    },
    address: {
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'address' } } },
        'funnel.back': '#packingFunnel.size',
      },
      invoke: {
        id: 'addressStep',
        src: 'addressStep',
        input: ({ context }) => ({ customerId: context.customerId ?? 0, saved: context.address }),
        onDone: { target: '#packingFunnel.date', actions: 'takeAddress' },
      },
    },
    date: {
      entry: ['clearError', { type: 'navigate', params: { step: 'date' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'date' } } },
        'funnel.back': '#packingFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          orderType: 'PACKING',
          chosen: context.timeslot,
          // The packing teams work Monday to Friday.
          saturdays: false,
        }),
        onDone: { target: '#packingFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#packingFunnel.date',
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
