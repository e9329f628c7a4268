import { assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import { withMonths } from '../domain/baskets';
import type { Box } from '../domain/boxes';
import { DEFAULT_MONTHS } from '../domain/constants';
import { COLLECTION_FUNNEL, type CollectionStep } from '../domain/funnels';
import type { InsurancePrice, StoragePrices } from '../domain/prices';
import type { Timeslot } from '../domain/timeslots';
import { boxAddressStepMachine } from './boxAddressStep.machine';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  boxAddressActions,
  boxChoiceGuards,
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
  sameIds,
  stepOutputActions,
} from './funnelKit';
import { timeslotStepMachine } from './timeslotStep.machine';

export interface CollectionFunnelContext extends FunnelContextBase {
  /** The boxes chosen to be collected. */
  boxIds: number[];
  /** The boxes last saved on the basket. */
  savedBoxIds: number[];
  /** The customer's boxes at home that can be collected (the box chooser's list). */
  boxes: Box[];
  /** The collection address saved on the basket. */
  address: Address | null;
  /** The collection timeslot saved on the basket. */
  timeslot: Timeslot | null;
  /** Months of storage paid for now. */
  months: number;
  /** The cover chosen, or null for none. */
  coverageLimit: number | null;
  prices: StoragePrices | null;
  insurancePrices: InsurancePrice[];
  /** A 'Change' link on the checkout was followed: checkout comes next once that is done. */
  returnToCheckout: boolean;
}

/** What is kept between visits; the addresses, prices and cards are loaded again. */
const KEPT = [
  'customerId',
  'boxIds',
  'savedBoxIds',
  'boxes',
  'basketId',
  'address',
  'timeslot',
  'months',
  'coverageLimit',
] as const;
export type PersistedCollectionFunnel = Pick<CollectionFunnelContext, (typeof KEPT)[number]>;
export const persistedCollectionFunnel = (context: CollectionFunnelContext) => kept(context, KEPT);

export interface CollectionFunnelInput extends KeptFunnelInput<PersistedCollectionFunnel> {
  /** The boxes selected in My stuff, used when nothing was kept. */
  selection?: readonly number[];
}

function initialContext(input: CollectionFunnelInput): CollectionFunnelContext {
  return restored<CollectionFunnelContext>(input.saved, KEPT, {
    customerId: null,
    boxIds: [...(input.selection ?? [])],
    savedBoxIds: [],
    boxes: [],
    basketId: null,
    address: null,
    timeslot: null,
    months: DEFAULT_MONTHS,
    coverageLimit: null,
    prices: null,
    insurancePrices: [],
    cards: [],
    returnToCheckout: false,
    error: null,
  });
}

export function collectionStepIsDone(
  context: CollectionFunnelContext,
  step: CollectionStep,
): boolean {
  switch (step) {
    case 'address':
      return (
        context.basketId !== null &&
        context.address !== null &&
        context.boxIds.length > 0 &&
        sameIds(context.boxIds, context.savedBoxIds)
      );
    case 'timeslot':
      return context.timeslot !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const collectionLandingStep = landingOf(COLLECTION_FUNNEL, collectionStepIsDone);

export type CollectionFunnelEvent =
  | FunnelEvent<CollectionStep>
  /** Boxes chosen in My stuff (`?boxes=`): a new choice starts again at the address step. */
  | { type: 'funnel.boxesChosen'; boxIds: number[] }
  | { type: 'terms.monthsChanged'; months: number }
  | { type: 'insurance.chosen'; coverageLimit: number | null };

export const collectionFunnelMachine = setup({
  types: {
    context: {} as CollectionFunnelContext,
    events: {} as CollectionFunnelEvent,
    input: {} as CollectionFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'boxAddressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The kit's box address step: the boxes at home and the collection address. */
    boxAddressStep: boxAddressStepMachine,
    /** The kit's timeslot step, with the collection saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's checkout step: the customer's price plan, the cover levels and the saved cards. */
    checkoutStep: checkoutStepMachine,
    /** Months of storage and cover, on the basket. */
    saveTerms: appCall<
      void,
      { basketId: number; numberOfMonths: number; coverageLimit: number | null }
    >('collection funnel', 'saveTerms'),
  },
  actions: {
    ...funnelActions<CollectionFunnelContext, CollectionFunnelEvent, CollectionStep>(() =>
      initialContext({}),
    ),
    ...stepOutputActions<CollectionFunnelContext, CollectionFunnelEvent>(),
    ...boxAddressActions<CollectionFunnelContext, CollectionFunnelEvent>(),
    markReturnToCheckout: assign({ returnToCheckout: true }),
  },
  guards: {
    ...funnelGuards(collectionLandingStep),
    /** Back to checkout after a change from it, when nothing before it needs doing again. */
    resumesAtCheckout: ({ context }) =>
      context.returnToCheckout && collectionLandingStep(context, 'checkout') === 'checkout',
    ...boxChoiceGuards<CollectionFunnelContext>(),
  },
}).createMachine({
  id: 'collectionFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    /** The URL asks for a step: the funnel goes to it, or to the first step not yet done. */
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'address' } }, target: '.address' },
      { guard: { type: 'landsOn', params: { step: 'timeslot' } }, target: '.timeslot' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
    'funnel.boxesChosen': {
      guard: 'isNewSelection',
      target: '.address',
      actions: assign({ boxIds: ({ event }) => [...event.boxIds], returnToCheckout: false }),
    },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The collection was ordered and the funnel emptied; the next visit starts a new one. */
    placed: {},
    address: {
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }],
      on: {
        // Already here: the funnel stays, and the page shows this step.
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'address' } } },
      },
      initial: 'identifying',
      states: {
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'choosing' },
        },
        /** The kit's box address step: the boxes at home and the address, each saved. */
        choosing: {
          invoke: {
            id: 'boxAddressStep',
            src: 'boxAddressStep',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
              job: 'collection',
              boxIds: context.boxIds,
              address: context.address,
              roomReturn: false,
              floorDetails: '',
              paidChoices: false,
            }),
            onDone: { target: 'saved', actions: 'takeBoxAddress' },
          },
        },
        saved: {
          always: [
            { guard: 'resumesAtCheckout', target: '#collectionFunnel.checkout' },
            { target: '#collectionFunnel.timeslot' },
          ],
        },
      },
    },
    timeslot: {
      entry: ['clearError', { type: 'navigate', params: { step: 'timeslot' } }],
      on: {
        // Already here: the funnel stays, and the page shows this step.
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'timeslot' } } },
        'funnel.back': '#collectionFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          orderType: 'COLLECTION',
          chosen: context.timeslot,
          // The server offers a Saturday only where our own vans may come.
          saturdays: true,
        }),
        onDone: { target: '#collectionFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: [
        'clearError',
        { type: 'navigate', params: { step: 'checkout' } },
        assign({ returnToCheckout: false }),
      ],
      on: {
        // Going back to an earlier step from here is a change that comes back to checkout.
        'funnel.stepRequested': [
          { guard: { type: 'landsOn', params: { step: 'checkout' } } },
          {
            guard: { type: 'landsOn', params: { step: 'address' } },
            target: '#collectionFunnel.address',
            actions: 'markReturnToCheckout',
          },
          {
            guard: { type: 'landsOn', params: { step: 'timeslot' } },
            target: '#collectionFunnel.timeslot',
            actions: 'markReturnToCheckout',
          },
        ],
        'funnel.back': '#collectionFunnel.timeslot',
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
        ready: {
          on: {
            'terms.monthsChanged': {
              target: 'savingTerms',
              actions: assign(({ context, event }) => withMonths(context, event.months)),
            },
            'insurance.chosen': {
              target: 'savingTerms',
              actions: assign({ coverageLimit: ({ event }) => event.coverageLimit }),
            },
          },
        },
        savingTerms: {
          tags: 'busy',
          invoke: {
            id: 'saveTerms',
            src: 'saveTerms',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
              numberOfMonths: context.months,
              coverageLimit: context.coverageLimit,
            }),
            onDone: 'ready',
            onError: { target: 'ready', actions: 'assignError' },
          },
        },
      },
    },
  },
});
