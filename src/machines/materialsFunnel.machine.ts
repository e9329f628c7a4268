import { assign, setup } from 'xstate';
import { MATERIALS_FUNNEL, type MaterialsStep } from '../domain/funnels';
import type { MaterialItem } from '../domain/materials';
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
import { type MaterialsStepChanged, materialsStepMachine } from './materialsStep.machine';
import { timeslotStepMachine } from './timeslotStep.machine';

/**
 * Packing materials on their own: what and how many, where to, the delivery day, checkout.
 * Nothing is chosen to begin with (CCR 2013 reg. 40).
 */
export interface MaterialsFunnelContext extends JobAtAddressContext {
  items: MaterialItem[];
}

/** What is kept between visits; the cards are loaded again. */
const KEPT = ['customerId', 'basketId', 'items', 'address', 'timeslot'] as const;
export type PersistedMaterialsFunnel = Pick<MaterialsFunnelContext, (typeof KEPT)[number]>;
export const persistedMaterialsFunnel = (context: MaterialsFunnelContext) => kept(context, KEPT);

export type MaterialsFunnelInput = KeptFunnelInput<PersistedMaterialsFunnel>;

function initialContext(input: MaterialsFunnelInput): MaterialsFunnelContext {
  return restored<MaterialsFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    items: [],
    address: null,
    timeslot: null,
    cards: [],
    error: null,
  });
}

export function materialsStepIsDone(context: MaterialsFunnelContext, step: MaterialsStep) {
  switch (step) {
    case 'materials':
      return context.basketId !== null && context.items.length > 0;
    case 'address':
      return context.address !== null;
    case 'date':
      return context.timeslot !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const materialsLandingStep = landingOf(MATERIALS_FUNNEL, materialsStepIsDone);

export type MaterialsFunnelEvent = FunnelEvent<MaterialsStep> | MaterialsStepChanged;

export const materialsFunnelMachine = setup({
  types: {
    context: {} as MaterialsFunnelContext,
    events: {} as MaterialsFunnelEvent,
    input: {} as MaterialsFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'materialsStep' | 'addressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The kit's materials step, with the materials basket (opened when there is none). */
    materialsStep: materialsStepMachine,
    /** The kit's address step, with the address saved on this funnel's basket. */
    addressStep: addressStepMachine,
    /** The kit's timeslot step, with the delivery saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<MaterialsFunnelContext, MaterialsFunnelEvent, MaterialsStep>(() =>
      initialContext({}),
    ),
    ...stepOutputActions<MaterialsFunnelContext, MaterialsFunnelEvent>(),
  },
  guards: {
    ...funnelGuards(materialsLandingStep),
  },
}).createMachine({
  id: 'materialsFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'materials' } }, target: '.materials' },
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
    /** The materials were ordered and the funnel emptied; the next visit starts afresh. */
    placed: {},
    materials: {
      entry: { type: 'navigate', params: { step: 'materials' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'materials' } } },
      },
      initial: 'identifying',
      states: {
        identifying: { tags: 'busy', always: { guard: 'isSignedIn', target: 'choosing' } },
        choosing: {
          invoke: {
            id: 'materialsStep',
            src: 'materialsStep',
            input: ({ context }) => ({
              ...stepBasket({ context }),
              items: context.items,
              needsOne: true,
            }),
            onDone: { target: '#materialsFunnel.address', actions: 'takeChoice' },
          },
          on: { 'materialsStep.changed': { actions: 'takeChoice' } },
        },
      },
    },
    address: {
      entry: { type: 'navigate', params: { step: 'address' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'address' } } },
        'funnel.back': '#materialsFunnel.materials',
      },
      invoke: {
        id: 'addressStep',
        src: 'addressStep',
        input: ({ context }) => ({ customerId: context.customerId ?? 0, saved: context.address }),
        onDone: { target: '#materialsFunnel.date', actions: 'takeAddress' },
      },
    },
    date: {
      entry: { type: 'navigate', params: { step: 'date' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'date' } } },
        'funnel.back': '#materialsFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: jobTimeslotInput('BTB_MATERIALS'),
        onDone: { target: '#materialsFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: { type: 'navigate', params: { step: 'checkout' } },
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#materialsFunnel.date',
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
