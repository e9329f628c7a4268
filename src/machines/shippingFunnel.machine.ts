import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import type { Box } from '../domain/boxes';
import { SHIPPING_FUNNELS, type ShippingStep } from '../domain/funnels';
import {
  type CustomsDeclarationDraft,
  EMPTY_SHIPPING_ADDRESS,
  isFullyDeclared,
  type ShippedItems,
  type ShippingAddress,
  type ShippingAddressDraft,
  type ShippingCountryOffer,
  type ShippingSource,
  shipmentItems,
  shippedItems,
  shippingAddressOf,
  shippingCountry,
  withHomeCount,
} from '../domain/shipping';
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
  type KeptFunnelInput,
  type KitSteps,
  kept,
  landingOf,
  restored,
  sameIds,
  stepOutputActions,
} from './funnelKit';
import { timeslotStepMachine } from './timeslotStep.machine';

/**
 * Shipping abroad, from one of two places. Boxes stored with us, chosen in My stuff: where to
 * (a country and an address in its format), a customs declaration for each box, the dispatch
 * day, checkout. Items at home: how many of each kind, where to, the declarations, the
 * address and window our courier collects them in, checkout.
 */
export interface ShippingFunnelContext extends FunnelContextBase {
  source: ShippingSource;
  /** The boxes chosen in My stuff. */
  boxIds: number[];
  /** Those boxes as the store has them, for their names. */
  boxes: Box[];
  /** How many items of each box type are collected from home, by box type id. */
  homeCounts: Record<number, number>;
  countries: ShippingCountryOffer[];
  /** Where it goes, as typed. */
  destination: ShippingAddressDraft;
  /** Each item's declaration as typed, by item key (`shipmentItems`). */
  declarations: Record<string, CustomsDeclarationDraft>;
  dispatchDays: string[];
  dispatchDate: string | null;
  /** The collection address and window saved on the basket. */
  collectionAddress: Address | null;
  timeslot: Timeslot | null;
  /** How far the basket has what the steps chose. */
  saved: { destination: boolean; customs: boolean; dispatch: boolean };
}

/** What is kept between visits; the boxes, countries, days and cards are loaded again. */
const KEPT = [
  'customerId',
  'basketId',
  'source',
  'boxIds',
  'homeCounts',
  'destination',
  'declarations',
  'dispatchDate',
  'collectionAddress',
  'timeslot',
  'saved',
] as const;
export type PersistedShippingFunnel = Pick<ShippingFunnelContext, (typeof KEPT)[number]>;
export const persistedShippingFunnel = (context: ShippingFunnelContext) => kept(context, KEPT);

export type ShippingFunnelInput = KeptFunnelInput<PersistedShippingFunnel>;

const NOTHING_SAVED = { destination: false, customs: false, dispatch: false };

function initialContext(input: ShippingFunnelInput): ShippingFunnelContext {
  const saved = input.saved ?? null;
  const context = restored<ShippingFunnelContext>(saved, KEPT, {
    customerId: null,
    basketId: null,
    source: 'storage',
    boxIds: [],
    boxes: [],
    homeCounts: {},
    countries: [],
    destination: { ...EMPTY_SHIPPING_ADDRESS },
    declarations: {},
    dispatchDays: [],
    dispatchDate: null,
    collectionAddress: null,
    timeslot: null,
    saved: NOTHING_SAVED,
    cards: [],
    error: null,
  });
  // A funnel kept without its destination (by an earlier version) has nothing saved to trust.
  return { ...context, saved: (saved?.destination && saved.saved) || NOTHING_SAVED };
}

export function shippingStepIsDone(context: ShippingFunnelContext, step: ShippingStep): boolean {
  switch (step) {
    case 'items':
      return context.source === 'home' && shipmentItems(context).length > 0;
    case 'destination':
      return context.saved.destination && context.basketId !== null;
    case 'customs':
      return context.saved.customs;
    case 'dispatch':
      return context.saved.dispatch;
    case 'address':
      return context.collectionAddress !== null;
    case 'collectionTime':
      return context.timeslot !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step of this shipment's steps, or the first one before it not done yet. */
export const shippingLandingStep = landingOf(
  (context: ShippingFunnelContext) => SHIPPING_FUNNELS[context.source],
  shippingStepIsDone,
);

export type ShippingFunnelEvent =
  | FunnelEvent<ShippingStep>
  /** Boxes chosen in My stuff (`?boxes=`): a new choice starts again at the destination. */
  | { type: 'funnel.boxesChosen'; boxIds: number[] }
  /** Shipping from home chosen (`?from=home`): starts at what to send, unless under way. */
  | { type: 'funnel.homeChosen' }
  | { type: 'items.changed'; boxTypeId: number; count: number }
  | { type: 'destination.changed'; address: ShippingAddressDraft }
  | { type: 'customs.changed'; itemKey: string; declaration: CustomsDeclarationDraft }
  | { type: 'dispatch.chosen'; date: string };

export const shippingFunnelMachine = setup({
  types: {
    context: {} as ShippingFunnelContext,
    events: {} as ShippingFunnelEvent,
    input: {} as ShippingFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'addressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The international basket (created when there is none), the boxes and the countries. */
    loadDestinationStep: appCall<
      { basketId: number; boxes: Box[]; countries: ShippingCountryOffer[] },
      { customerId: number; basketId: number | null; boxIds: number[] }
    >('shipping funnel', 'loadDestinationStep'),
    /** `PUT basket/international/{id}` with where it starts, the items and the address. */
    saveDestination: appCall<void, ShippedItems & { destination: ShippingAddress }>(
      'shipping funnel',
      'saveDestination',
    ),
    /**
     * `PUT basket/international/{id}` with the items and the country alone (the address given
     * so far is let go): the running total is the server's price to that country at once.
     */
    saveCountry: appCall<void, ShippedItems & { destinationCountry: string }>(
      'shipping funnel',
      'saveCountry',
    ),
    /** `PUT basket/international/{id}` with each item's declaration. */
    saveDeclarations: appCall<void, ShippedItems>('shipping funnel', 'saveDeclarations'),
    /** `GET /shipping/dispatchDays`. */
    loadDispatchDays: appCall<string[], Record<string, never>>(
      'shipping funnel',
      'loadDispatchDays',
    ),
    /** `PUT basket/international/{id}` with the dispatch day. */
    saveDispatch: appCall<void, { dispatchDate: string }>('shipping funnel', 'saveDispatch'),
    /** The kit's address step, with the address saved on this funnel's basket. */
    addressStep: addressStepMachine,
    /** The kit's timeslot step, with the collection window saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<ShippingFunnelContext, ShippingFunnelEvent, ShippingStep>(() =>
      initialContext({}),
    ),
    ...stepOutputActions<ShippingFunnelContext, ShippingFunnelEvent>(),
    /** A shipment from the other place starts again, keeping where it goes. */
    startFrom: assign(({ context }, { source }: { source: ShippingSource }) => ({
      ...initialContext({}),
      customerId: context.customerId,
      basketId: context.basketId,
      destination: context.destination,
      source,
    })),
    assignDestination: assign(({ context, event }) => {
      assertEvent(event, 'destination.changed');
      return {
        destination: event.address,
        saved: { ...context.saved, destination: false },
        error: null,
      };
    }),
    markSaved: assign(({ context }, { step }: { step: keyof ShippingFunnelContext['saved'] }) => ({
      saved: { ...context.saved, [step]: true },
    })),
  },
  guards: {
    ...funnelGuards(shippingLandingStep),
    isNewSelection: ({ context, event }) => {
      assertEvent(event, 'funnel.boxesChosen');
      const same = context.source === 'storage' && sameIds(event.boxIds, context.boxIds);
      return event.boxIds.length > 0 && !same;
    },
    isFromHome: ({ context }) => context.source === 'home',
    isFromStorage: ({ context }) => context.source === 'storage',
    hasItems: ({ context }) => shipmentItems(context).length > 0,
    hasDestination: ({ context }) =>
      shipmentItems(context).length > 0 && shippingAddressOf(context.destination) !== null,
    isDeclared: ({ context }) => isFullyDeclared(context),
    /** A country we ship to, other than the one chosen before. */
    choosesShippedCountry: ({ context, event }) => {
      assertEvent(event, 'destination.changed');
      const code = event.address.countryCode;
      return code !== context.destination.countryCode && shippingCountry(code) !== undefined;
    },
    hasDispatchDay: ({ context }) => context.dispatchDate !== null,
  },
}).createMachine({
  id: 'shippingFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'items' } }, target: '.items' },
      { guard: { type: 'landsOn', params: { step: 'destination' } }, target: '.destination' },
      { guard: { type: 'landsOn', params: { step: 'customs' } }, target: '.customs' },
      { guard: { type: 'landsOn', params: { step: 'dispatch' } }, target: '.dispatch' },
      { guard: { type: 'landsOn', params: { step: 'address' } }, target: '.address' },
      {
        guard: { type: 'landsOn', params: { step: 'collectionTime' } },
        target: '.collectionTime',
      },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.boxesChosen': {
      guard: 'isNewSelection',
      target: '.destination',
      actions: [
        { type: 'startFrom', params: { source: 'storage' } },
        assign({ boxIds: ({ event }) => [...event.boxIds] }),
      ],
    },
    'funnel.homeChosen': {
      guard: 'isFromStorage',
      target: '.items',
      actions: { type: 'startFrom', params: { source: 'home' } },
    },
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The shipment was ordered and the funnel emptied. */
    placed: {},
    /** From home: how many boxes and suitcases our courier collects. */
    items: {
      entry: ['clearError', { type: 'navigate', params: { step: 'items' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'items' } } },
        'items.changed': {
          actions: assign({
            homeCounts: ({ context, event }) =>
              withHomeCount(context.homeCounts, event.boxTypeId, event.count),
            saved: ({ context }) => ({ ...context.saved, destination: false, customs: false }),
            error: null,
          }),
        },
        'funnel.next': { guard: 'hasItems', target: 'destination' },
      },
    },
    destination: {
      entry: ['clearError', { type: 'navigate', params: { step: 'destination' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'destination' } } },
        'funnel.back': { guard: 'isFromHome', target: '#shippingFunnel.items' },
        'destination.changed': { actions: 'assignDestination' },
      },
      initial: 'identifying',
      states: {
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'loading' },
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadDestinationStep',
            src: 'loadDestinationStep',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
              boxIds: context.boxIds,
            }),
            onDone: { target: 'choosing', actions: 'assignOutput' },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          on: {
            // A paid choice: the country is saved at once, so the running total follows it.
            'destination.changed': {
              guard: 'choosesShippedCountry',
              target: 'savingCountry',
              actions: 'assignDestination',
            },
            'funnel.next': { guard: 'hasDestination', target: 'saving' },
          },
        },
        savingCountry: {
          invoke: {
            id: 'saveCountry',
            src: 'saveCountry',
            input: ({ context }) => ({
              ...shippedItems(context),
              destinationCountry: context.destination.countryCode,
            }),
            onDone: 'choosing',
            onError: {
              target: 'choosing',
              actions: 'assignError',
            },
          },
          on: {
            'destination.changed': {
              guard: 'choosesShippedCountry',
              target: 'savingCountry',
              reenter: true,
              actions: 'assignDestination',
            },
            'funnel.next': { guard: 'hasDestination', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveDestination',
            src: 'saveDestination',
            input: ({ context }) => ({
              ...shippedItems(context),
              destination: shippingAddressOf(context.destination) as ShippingAddress,
            }),
            onDone: {
              target: '#shippingFunnel.customs',
              actions: { type: 'markSaved', params: { step: 'destination' } },
            },
            onError: { target: 'choosing', actions: 'assignError' },
          },
        },
      },
    },
    customs: {
      entry: ['clearError', { type: 'navigate', params: { step: 'customs' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'customs' } } },
        'funnel.back': '#shippingFunnel.destination',
      },
      initial: 'declaring',
      states: {
        declaring: {
          on: {
            'customs.changed': {
              actions: assign({
                declarations: ({ context, event }) => ({
                  ...context.declarations,
                  [event.itemKey]: event.declaration,
                }),
                saved: ({ context }) => ({ ...context.saved, customs: false }),
                error: null,
              }),
            },
            'funnel.next': { guard: 'isDeclared', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveDeclarations',
            src: 'saveDeclarations',
            input: ({ context }) => shippedItems(context),
            onDone: [
              {
                guard: 'isFromHome',
                target: '#shippingFunnel.address',
                actions: { type: 'markSaved', params: { step: 'customs' } },
              },
              {
                target: '#shippingFunnel.dispatch',
                actions: { type: 'markSaved', params: { step: 'customs' } },
              },
            ],
            onError: { target: 'declaring', actions: 'assignError' },
          },
        },
      },
    },
    /** From our store: the working day the boxes leave. */
    dispatch: {
      entry: ['clearError', { type: 'navigate', params: { step: 'dispatch' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'dispatch' } } },
        'funnel.back': '#shippingFunnel.customs',
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadDispatchDays',
            src: 'loadDispatchDays',
            input: () => ({}),
            onDone: {
              target: 'choosing',
              actions: assign({
                dispatchDays: ({ event }) => event.output,
                // A day kept from before that can no longer be had is let go.
                dispatchDate: ({ context, event }) =>
                  context.dispatchDate && event.output.includes(context.dispatchDate)
                    ? context.dispatchDate
                    : null,
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
            'dispatch.chosen': {
              actions: assign({
                dispatchDate: ({ event }) => event.date,
                saved: ({ context }) => ({ ...context.saved, dispatch: false }),
                error: null,
              }),
            },
            'funnel.next': { guard: 'hasDispatchDay', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveDispatch',
            src: 'saveDispatch',
            input: ({ context }) => ({ dispatchDate: context.dispatchDate ?? '' }),
            onDone: {
              target: '#shippingFunnel.checkout',
              actions: { type: 'markSaved', params: { step: 'dispatch' } },
            },
            onError: { target: 'choosing', actions: 'assignError' },
          },
        },
      },
    },
    /** From home: the address our courier collects from, saved or found by postcode. */
    address: {
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'address' } } },
        'funnel.back': '#shippingFunnel.customs',
      },
      invoke: {
        id: 'addressStep',
        src: 'addressStep',
        input: ({ context }) => ({
          customerId: context.customerId ?? 0,
          saved: context.collectionAddress,
        }),
        onDone: {
          target: '#shippingFunnel.collectionTime',
          // A window held for another address is given up.
          actions: assign(({ context, event }) => ({
            collectionAddress: event.output.address,
            timeslot: event.output.changed ? null : context.timeslot,
          })),
        },
      },
    },
    /** From home: the day and window our courier collects in; the shipment leaves that day. */
    collectionTime: {
      entry: ['clearError', { type: 'navigate', params: { step: 'collectionTime' } }],
      on: {
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'collectionTime' } },
        },
        'funnel.back': '#shippingFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          orderType: 'COLLECTION',
          chosen: context.timeslot,
          saturdays: true,
        }),
        onDone: { target: '#shippingFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': [
          { guard: 'isFromHome', target: '#shippingFunnel.collectionTime' },
          { target: '#shippingFunnel.dispatch' },
        ],
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
