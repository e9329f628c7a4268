import { assign, setup } from 'xstate';
import { PACKING_FUNNEL, type PackingStep } from '../domain/funnels';
import { packingEstimate } from '../domain/packing';
import { addressStepMachine } from './addressStep.machine';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  checkoutStepInput,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type JobAtAddressContext,
  jobTimeslotInput,
  type KeptFunnelInput,
  type KitSteps,
  kept,
  landingOf,
  restored,
  stepBasket,
  stepOutputActions,
} from './funnelKit';
import {
  NO_PACKING,
  type PackingChoice,
  type PackingStepChanged,
  packingStepMachine,
} from './packingStep.machine';
import { timeslotStepMachine } from './timeslotStep.machine';

/**
 * The packing service on its own: how much to pack (rooms or boxes, materials included or
 * not), where, when the packers arrive, checkout. Materials are not included unless chosen
 * (CCR 2013 reg. 40).
 */
export interface PackingFunnelContext extends JobAtAddressContext {
  /** The packers wanted, how much they pack and whether they bring the materials. */
  packing: PackingChoice;
}

/** What is kept between visits; the cards are loaded again. */
const KEPT = ['customerId', 'basketId', 'packing', 'address', 'timeslot'] as const;
export type PersistedPackingFunnel = Pick<PackingFunnelContext, (typeof KEPT)[number]>;
export const persistedPackingFunnel = (context: PackingFunnelContext) => kept(context, KEPT);

export type PackingFunnelInput = KeptFunnelInput<PersistedPackingFunnel>;

function initialContext(input: PackingFunnelInput): PackingFunnelContext {
  return restored<PackingFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    // The packers are what is booked here; their window is the date step's.
    packing: { ...NO_PACKING, wanted: true },
    address: null,
    timeslot: null,
    cards: [],
    error: null,
  });
}

export function packingStepIsDone(context: PackingFunnelContext, step: PackingStep) {
  switch (step) {
    case 'size':
      return context.basketId !== null && packingEstimate(context.packing) !== null;
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

export type PackingFunnelEvent = FunnelEvent<PackingStep> | PackingStepChanged;

export const packingFunnelMachine = setup({
  types: {
    context: {} as PackingFunnelContext,
    events: {} as PackingFunnelEvent,
    input: {} as PackingFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'packingStep' | 'addressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The kit's packing step, with the packing basket (opened when there is none). */
    packingStep: packingStepMachine,
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
  },
  guards: {
    ...funnelGuards(packingLandingStep),
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
      entry: { type: 'navigate', params: { step: 'size' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'size' } } },
      },
      initial: 'identifying',
      states: {
        identifying: { tags: 'busy', always: { guard: 'isSignedIn', target: 'choosing' } },
        choosing: {
          invoke: {
            id: 'packingStep',
            src: 'packingStep',
            input: ({ context }) => ({
              ...stepBasket({ context }),
              packing: context.packing,
              withWindow: false,
              collectionDay: null,
            }),
            onDone: { target: '#packingFunnel.address', actions: 'takeChoice' },
          },
          on: { 'packingStep.changed': { actions: 'takeChoice' } },
        },
      },
    },
    address: {
      entry: { type: 'navigate', params: { step: 'address' } },
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
      entry: { type: 'navigate', params: { step: 'date' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'date' } } },
        'funnel.back': '#packingFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: jobTimeslotInput('PACKING'),
        onDone: { target: '#packingFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: { type: 'navigate', params: { step: 'checkout' } },
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
