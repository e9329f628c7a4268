import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import type { BasketClientState, LineItem, StoragePart } from '../domain/baskets';
import {
  basketClientStateSchema,
  boxCount,
  draftQuoteKey,
  initialBasketClientState,
  lineItemsOf,
  storagePartOf,
  withBoxQuantity,
  withMonths,
} from '../domain/baskets';
import { funnelStepPath, ORDER_FUNNEL, type OrderStep } from '../domain/funnels';
import {
  type InsurancePrice,
  invalidPromotion,
  type Promotion,
  type StoragePrices,
} from '../domain/prices';
import type { Quote } from '../domain/quote';
import type { Timeslot } from '../domain/timeslots';
import { messageOf } from './actorErrors';
import { addressStepMachine } from './addressStep.machine';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  checkoutStepInput,
  choiceOf,
  type FunnelContextBase,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type KeptFunnelInput,
  type KitSteps,
  kept,
  landingOf,
  restored,
  stepBasket,
  stepOutputActions,
} from './funnelKit';
import {
  type MaterialsStepChanged,
  type MaterialsStepOutput,
  materialsStepMachine,
} from './materialsStep.machine';
import {
  NO_PACKING,
  type PackingChoice,
  type PackingStepChanged,
  type PackingStepOutput,
  packingStepMachine,
} from './packingStep.machine';
import { timeslotStepMachine } from './timeslotStep.machine';

export interface OrderFunnelContext extends FunnelContextBase {
  /** What SPEC.md section 3 calls the basket client state (boxes, months, timeslots, …). */
  client: BasketClientState;
  prices: StoragePrices | null;
  /** Whose price plan `prices` is: 0 for the public plan. */
  pricesFor: number | null;
  /** The server's quote for the boxes on the pricing step, before they are in the basket. */
  draftQuote: Quote | null;
  /** The boxes and term (`draftQuoteKey`) the last quote was asked for. */
  draftQuoteFor: string | null;
  /** The collection address saved on the basket. */
  address: Address | null;
  /** Our own vans serve the postcode, so Saturday collection is possible. */
  inHouseCollection: boolean | null;
  /** The collection timeslot saved on the basket. */
  timeslot: Timeslot | null;
  materialsConfirmed: boolean;
  /** Our packers, offered before checkout: none unless the customer asks for them. */
  packing: PackingChoice;
  /** The packing step was passed, with packers or without. */
  packingConfirmed: boolean;
  insurancePrices: InsurancePrice[];
  coverageLimit: number | null;
  promotion: Promotion | null;
}

/** What is kept in storage between visits; catalogues are loaded again. */
const KEPT = [
  'client',
  'customerId',
  'basketId',
  'address',
  'inHouseCollection',
  'timeslot',
  'materialsConfirmed',
  'packing',
  'packingConfirmed',
  'coverageLimit',
  'promotion',
] as const;
export type PersistedOrderFunnel = Pick<OrderFunnelContext, (typeof KEPT)[number]>;
export const persistedOrderFunnel = (context: OrderFunnelContext) => kept(context, KEPT);

export type OrderFunnelInput = KeptFunnelInput<PersistedOrderFunnel>;

function initialContext(saved: Partial<PersistedOrderFunnel> | null | undefined) {
  const parsedClient = basketClientStateSchema.safeParse(saved?.client ?? {});
  // The basket client state is kept only as its schema reads it.
  return restored<OrderFunnelContext>({ ...saved, client: undefined }, KEPT, {
    client: parsedClient.success ? parsedClient.data : initialBasketClientState(),
    customerId: null,
    prices: null,
    pricesFor: null,
    draftQuote: null,
    draftQuoteFor: null,
    basketId: null,
    address: null,
    inHouseCollection: null,
    timeslot: null,
    materialsConfirmed: false,
    packing: NO_PACKING,
    packingConfirmed: false,
    insurancePrices: [],
    coverageLimit: null,
    promotion: null,
    cards: [],
    error: null,
  });
}

/** Whether a step's work is done, so a later step may be shown. The last step never is. */
export function stepIsDone(context: OrderFunnelContext, step: OrderStep): boolean {
  switch (step) {
    case 'pricing':
      // The address step needs an account: pricing is done for a signed-in customer only.
      return boxCount(context.client) > 0 && context.customerId !== null;
    case 'collectionAddress':
      return context.address !== null && context.basketId !== null;
    case 'collectionTimeslot':
      return context.timeslot !== null;
    case 'materialsSelection':
      return context.materialsConfirmed;
    case 'packing':
      return context.packingConfirmed;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const landingStep = landingOf(ORDER_FUNNEL, stepIsDone);

/** What `saveStorage` is given: the customer, the basket, and its storage part whole. */
const storageToSave = ({ context }: { context: OrderFunnelContext }): SaveStorageInput => ({
  customerId: context.customerId ?? 0,
  basketId: context.basketId,
  storage: storagePartOf(context),
});

export type OrderFunnelEvent =
  | FunnelEvent<OrderStep>
  | { type: 'pricing.quantityChanged'; boxTypeId: number; quantity: number }
  | { type: 'pricing.monthsChanged'; months: number }
  | MaterialsStepChanged
  | PackingStepChanged
  | { type: 'insurance.chosen'; coverageLimit: number | null }
  | { type: 'promo.submitted'; code: string }
  | { type: 'promo.removed' };

export interface SaveStorageInput {
  customerId: number;
  basketId: number | null;
  storage: StoragePart;
}

export const orderFunnelMachine = setup({
  types: {
    context: {} as OrderFunnelContext,
    events: {} as OrderFunnelEvent,
    input: {} as OrderFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<
      'addressStep' | 'timeslotStep' | 'materialsStep' | 'packingStep' | 'checkoutStep'
    >,
  },
  actors: {
    /** `GET /storage/prices/user/{customerId}`; 0 gives the public plan. */
    loadPrices: appCall<StoragePrices, { customerId: number }>('order funnel', 'loadPrices'),
    /** `POST /quote/storage/user/{customerId}`: the price of boxes not yet in a basket. */
    quoteStorage: appCall<Quote, { customerId: number; lineItems: LineItem[]; months: number }>(
      'order funnel',
      'quoteStorage',
    ),
    /** Creates the basket when there is none, then `PUT basket/storage/{id}`. */
    saveStorage: appCall<{ basketId: number }, SaveStorageInput>('order funnel', 'saveStorage'),
    /** The kit's address step, saved with the collection; it says if our own vans go there. */
    addressStep: addressStepMachine,
    /** The kit's timeslot step, with the collection saved on the storage basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's materials step, delivered to the collection address. */
    materialsStep: materialsStepMachine,
    /** The kit's packing step: the packers come to the collection address before the day. */
    packingStep: packingStepMachine,
    /** The kit's checkout step: cover levels, the saved cards and the customer's own price plan. */
    checkoutStep: checkoutStepMachine,
    /** Never fails: a check that could not run answers valid: false (SPEC.md 5). */
    checkPromotion: appCall<Promotion, { basketId: number; code: string }>(
      'order funnel',
      'checkPromotion',
    ),
  },
  actions: {
    ...funnelActions<OrderFunnelContext, OrderFunnelEvent, OrderStep>(() => initialContext(null)),
    ...stepOutputActions<OrderFunnelContext, OrderFunnelEvent>(),
    /** The prices in the context are the signed-in customer's own. */
    markPricesForCustomer: assign({ pricesFor: ({ context }) => context.customerId ?? 0 }),
    /** Takes the promotion code off the basket. */
    clearPromotion: () => {},
    /** `lastPage` lets a later visit to /apps/order resume where the customer was. */
    markStep: assign(({ context }, params: { step: OrderStep }) => ({
      client: { ...context.client, lastPage: funnelStepPath(ORDER_FUNNEL, params.step) },
      error: null,
    })),
    takePacking: assign(({ event }) => ({
      packing: choiceOf<PackingStepOutput>(event, 'packingStep').packing,
    })),
    /** A box type's quantity, or the months, changed on the pricing step. */
    changeBoxes: assign(({ context, event }) => {
      assertEvent(event, ['pricing.quantityChanged', 'pricing.monthsChanged']);
      return event.type === 'pricing.monthsChanged'
        ? { client: withMonths(context.client, event.months) }
        : { client: withBoxQuantity(context.client, event.boxTypeId, event.quantity) };
    }),
    takeMaterials: assign(({ context, event }) => ({
      client: {
        ...context.client,
        materials: choiceOf<MaterialsStepOutput>(event, 'materialsStep').items,
      },
    })),
    /** The quote answers the boxes and term as they are now: later changes start a new one. */
    recordQuote: assign(({ context }, params: { quote: Quote }) => ({
      draftQuote: params.quote,
      draftQuoteFor: draftQuoteKey(context.client),
      error: null,
    })),
    recordQuoteFailure: assign(({ context }) => ({
      draftQuote: null,
      draftQuoteFor: draftQuoteKey(context.client),
    })),
  },
  guards: {
    ...funnelGuards(landingStep),
    hasPricesForCustomer: ({ context }) =>
      context.prices !== null && context.pricesFor === (context.customerId ?? 0),
    hasBoxes: ({ context }) => boxCount(context.client) > 0,
    /** Boxes are chosen but the quote on screen is not theirs yet (a reload, a sign-in). */
    needsQuote: ({ context }) =>
      boxCount(context.client) > 0 && context.draftQuoteFor !== draftQuoteKey(context.client),
    /** The address step needs boxes to collect and an account (decisions.md). */
    hasBoxesAndIsSignedIn: ({ context }) =>
      boxCount(context.client) > 0 && context.customerId !== null,
  },
}).createMachine({
  id: 'orderFunnel',
  context: ({ input }) => initialContext(input.saved),
  initial: 'unopened',
  on: {
    /**
     * The URL asks for a step: the funnel goes to it, or to the first step not yet done. A
     * request for the step on screen is taken by the step itself, which stays.
     */
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'pricing' } }, target: '.pricing' },
      {
        guard: { type: 'landsOn', params: { step: 'collectionAddress' } },
        target: '.collectionAddress',
      },
      {
        guard: { type: 'landsOn', params: { step: 'collectionTimeslot' } },
        target: '.collectionTimeslot',
      },
      {
        guard: { type: 'landsOn', params: { step: 'materialsSelection' } },
        target: '.materialsSelection',
      },
      { guard: { type: 'landsOn', params: { step: 'packing' } }, target: '.packing' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    // The customer's basket and funnel leave with them (SPEC.md 4, sign-out).
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The order was placed and the funnel emptied; the next visit starts a new order. */
    placed: {},
    pricing: {
      entry: [
        { type: 'markStep', params: { step: 'pricing' } },
        { type: 'navigate', params: { step: 'pricing' } },
      ],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'pricing' } } },
        'funnel.next': [
          { guard: 'hasBoxesAndIsSignedIn', target: '#orderFunnel.collectionAddress' },
          // Prices are public; the address step needs an account, made or signed into here.
          { guard: 'hasBoxes', target: '.signInRequired' },
        ],
      },
      initial: 'loadingPrices',
      states: {
        loadingPrices: {
          tags: 'busy',
          always: { guard: 'hasPricesForCustomer', target: 'ready' },
          invoke: {
            id: 'loadPrices',
            src: 'loadPrices',
            input: ({ context }) => ({ customerId: context.customerId ?? 0 }),
            onDone: {
              target: 'ready',
              actions: [assign({ prices: ({ event }) => event.output }), 'markPricesForCustomer'],
            },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loadingPrices', actions: 'clearError' } },
        },
        ready: {
          always: { guard: 'needsQuote', target: 'quoting' },
          on: {
            'funnel.retry': { target: 'quoting', actions: 'clearError' },
            'pricing.*': { target: 'quoting', actions: 'changeBoxes' },
          },
        },
        /** Asks the server what the boxes cost; a newer change starts the question again. */
        quoting: {
          invoke: {
            id: 'quoteStorage',
            src: 'quoteStorage',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              lineItems: lineItemsOf(context.client),
              months: context.client.months,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'recordQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: { target: 'ready', actions: ['assignError', 'recordQuoteFailure'] },
          },
          on: {
            'pricing.*': { target: 'quoting', reenter: true, actions: 'changeBoxes' },
          },
        },
        /** Shows "Sign in" and "Create an account"; both come back to the address step. */
        signInRequired: {
          on: {
            'pricing.*': { target: 'quoting', actions: 'changeBoxes' },
            'funnel.next': {
              guard: 'hasBoxesAndIsSignedIn',
              target: '#orderFunnel.collectionAddress',
            },
          },
        },
      },
    },
    collectionAddress: {
      entry: [
        { type: 'markStep', params: { step: 'collectionAddress' } },
        { type: 'navigate', params: { step: 'collectionAddress' } },
      ],
      on: {
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'collectionAddress' } },
        },
        'funnel.back': '#orderFunnel.pricing',
      },
      initial: 'savingBoxes',
      states: {
        /** Creates the basket on first arrival, then saves the boxes and months on it. */
        savingBoxes: {
          tags: 'busy',
          invoke: {
            id: 'saveStorage',
            src: 'saveStorage',
            input: storageToSave,
            onDone: {
              target: 'choosing',
              actions: assign({ basketId: ({ event }) => event.output.basketId }),
            },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        /** The kit's address step: a saved address or a new one, saved with the collection. */
        choosing: {
          invoke: {
            id: 'addressStep',
            src: 'addressStep',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              saved: context.address,
            }),
            onDone: { target: '#orderFunnel.collectionTimeslot', actions: 'takeAddress' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'savingBoxes', actions: 'clearError' } },
        },
      },
    },
    collectionTimeslot: {
      entry: [
        { type: 'markStep', params: { step: 'collectionTimeslot' } },
        { type: 'navigate', params: { step: 'collectionTimeslot' } },
      ],
      on: {
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'collectionTimeslot' } },
        },
        'funnel.back': '#orderFunnel.collectionAddress',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          orderType: 'BTB',
          chosen: context.timeslot,
          saturdays: context.inHouseCollection === true,
        }),
        onDone: {
          target: '#orderFunnel.materialsSelection',
          actions: assign(({ context, event }) => ({
            timeslot: event.output.timeslot,
            client: {
              ...context.client,
              fasd: event.output.fasd,
              timeslots: event.output.timeslots,
            },
          })),
        },
      },
    },
    materialsSelection: {
      entry: [
        { type: 'markStep', params: { step: 'materialsSelection' } },
        { type: 'navigate', params: { step: 'materialsSelection' } },
      ],
      on: {
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'materialsSelection' } },
        },
        'funnel.back': '#orderFunnel.collectionTimeslot',
        'materialsStep.changed': { actions: 'takeMaterials' },
      },
      invoke: {
        id: 'materialsStep',
        src: 'materialsStep',
        input: ({ context }) => ({
          ...stepBasket({ context }),
          items: context.client.materials,
          // Nothing is put in the basket here: paid extras start at zero (CCR 2013 reg. 40).
          needsOne: false,
        }),
        onDone: {
          target: '#orderFunnel.packing',
          actions: ['takeMaterials', assign({ materialsConfirmed: true })],
        },
      },
    },
    /** Our packers before the collection, offered and never chosen for the customer. */
    packing: {
      entry: [
        { type: 'markStep', params: { step: 'packing' } },
        { type: 'navigate', params: { step: 'packing' } },
      ],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'packing' } } },
        'funnel.back': '#orderFunnel.materialsSelection',
        'packingStep.changed': { actions: 'takePacking' },
      },
      invoke: {
        id: 'packingStep',
        src: 'packingStep',
        input: ({ context }) => ({
          ...stepBasket({ context }),
          packing: context.packing,
          withWindow: true,
          collectionDay: context.timeslot?.doorstepDate ?? null,
        }),
        onDone: {
          target: '#orderFunnel.checkout',
          actions: ['takePacking', assign({ packingConfirmed: true })],
        },
      },
    },
    checkout: {
      entry: [
        { type: 'markStep', params: { step: 'checkout' } },
        { type: 'navigate', params: { step: 'checkout' } },
      ],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#orderFunnel.packing',
      },
      initial: 'loading',
      states: {
        /** The kit's checkout step loads what checkout shows (its spinner, or Try again). */
        loading: {
          invoke: {
            id: 'checkoutStep',
            src: 'checkoutStep',
            input: checkoutStepInput,
            onDone: { target: 'ready', actions: ['assignOutput', 'markPricesForCustomer'] },
          },
        },
        ready: {
          on: {
            'insurance.chosen': {
              target: 'savingInsurance',
              actions: assign({ coverageLimit: ({ event }) => event.coverageLimit }),
            },
            'promo.submitted': 'checkingPromotion',
            'promo.removed': { actions: [assign({ promotion: null }), 'clearPromotion'] },
          },
        },
        savingInsurance: {
          tags: 'busy',
          invoke: {
            id: 'saveStorage',
            src: 'saveStorage',
            input: storageToSave,
            onDone: 'ready',
            onError: { target: 'ready', actions: 'assignError' },
          },
        },
        checkingPromotion: {
          tags: 'busy',
          invoke: {
            id: 'checkPromotion',
            src: 'checkPromotion',
            input: ({ context, event }) => {
              assertEvent(event, 'promo.submitted');
              return { basketId: context.basketId ?? 0, code: event.code.trim() };
            },
            onDone: {
              target: 'ready',
              actions: assign({ promotion: ({ event }) => event.output }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                promotion: ({ event }) => ({
                  ...invalidPromotion(''),
                  description: messageOf(event.error),
                }),
              }),
            },
          },
        },
      },
    },
  },
});
