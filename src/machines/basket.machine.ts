import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  Basket,
  BasketPatch,
  BasketType,
  BasketValidation,
  CollectionBasket,
  MaterialBasket,
  PackingBasket,
  ReturnBasket,
  StorageBasket,
} from '../domain/baskets';
import { ERROR_MESSAGES, ErrorCode, FALLBACK_MESSAGE } from '../domain/errors';
import type { ShippingBasket } from '../domain/shipping';
import { codeOf, messageOf, notProvided } from './actorErrors';

/** The parts of a basket that `PUT` replaces; by-the-box storage is the `storage` part. */
export type BasketPart = 'storage' | 'materials' | 'collection' | 'return';

export type BasketPartBody =
  | { part: 'storage'; body: Partial<Omit<StorageBasket, 'furtherMonthsStoragePrices'>> }
  | { part: 'materials'; body: Partial<MaterialBasket> }
  | { part: 'collection'; body: Partial<CollectionBasket> }
  | { part: 'return'; body: Partial<ReturnBasket> }
  | { part: 'packing'; body: Partial<PackingBasket> }
  | { part: 'international'; body: Partial<ShippingBasket> };

export interface BasketContext {
  basketId: number | null;
  /** The basket as last read from the server: every change is followed by a reload. */
  basket: Basket | null;
  /** The message of the last failed call, until the next call starts. */
  error: string | null;
  /** The answer of the last validation. */
  validation: BasketValidation | null;
}

export interface BasketInput {
  /** A basket kept from an earlier visit; it is reloaded before it is trusted. */
  basketId?: number | null;
}

export interface CreateBasketRequest {
  customerId: number;
  basketType: BasketType;
  partner?: string | null;
}

export type BasketEvent =
  | ({ type: 'basket.create' } & CreateBasketRequest)
  | { type: 'basket.patch'; patch: BasketPatch }
  | { type: 'basket.patchPart'; basketType: BasketType; changes: Record<string, unknown> }
  | ({ type: 'basket.updatePart' } & BasketPartBody)
  | { type: 'basket.deletePart'; basketType: BasketType }
  | { type: 'basket.validate' }
  | { type: 'basket.reload' }
  /** The checkout of this basket has begun; it may still change until the order is placed. */
  | { type: 'basket.checkoutStarted' }
  /** The order was placed: the basket is spent. */
  | { type: 'basket.orderPlaced' }
  /** Forget the basket (after an order, or when the customer signs out). */
  | { type: 'basket.clear' };

/** What a failed call rejects with: the message to show and the provider's code. */
export class BasketCallError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'BasketCallError';
  }
}

/** Code 160 is how the server says the basket has become an order. */
function isCompletedError(error: unknown): boolean {
  return codeOf(error) === ErrorCode.OrderAlreadyPlaced;
}

const COMPLETED_MESSAGE = ERROR_MESSAGES[ErrorCode.OrderAlreadyPlaced] ?? FALLBACK_MESSAGE;

export const basketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as BasketInput,
    tags: {} as 'busy' | 'notStarted' | 'checkoutStarted' | 'completed',
  },
  actors: {
    createBasket: fromPromise<Basket, CreateBasketRequest>(async () => {
      throw notProvided('basket', 'createBasket');
    }),
    loadBasket: fromPromise<Basket, { basketId: number }>(async () => {
      throw notProvided('basket', 'loadBasket');
    }),
    patchBasket: fromPromise<void, { basketId: number; patch: BasketPatch }>(async () => {
      throw notProvided('basket', 'patchBasket');
    }),
    patchBasketPart: fromPromise<
      void,
      { basketId: number; basketType: BasketType; changes: Record<string, unknown> }
    >(async () => {
      throw notProvided('basket', 'patchBasketPart');
    }),
    updateBasketPart: fromPromise<void, { basketId: number } & BasketPartBody>(async () => {
      throw notProvided('basket', 'updateBasketPart');
    }),
    deleteBasketPart: fromPromise<void, { basketId: number; basketType: BasketType }>(async () => {
      throw notProvided('basket', 'deleteBasketPart');
    }),
    validateBasket: fromPromise<BasketValidation, { basketId: number }>(async () => {
      throw notProvided('basket', 'validateBasket');
    }),
  },
  actions: {
    /** The app shows `context.error` as a red alert that closes itself after 3000 ms. */
    showError: () => {},
    /** Keeps the basket id so a reload finds the basket again. */
    persistBasketId: (_, _params: { basketId: number | null }) => {},
    assignError: assign((_, { error }: { error: unknown }) => ({
      error: isCompletedError(error) ? COMPLETED_MESSAGE : messageOf(error),
    })),
    clearError: assign({ error: null }),
    forgetBasket: assign({ basketId: null, basket: null, error: null, validation: null }),
  },
  guards: {
    hasBasketId: ({ context }) => context.basketId !== null,
    isCompletedError: (_, { error }: { error: unknown }) => isCompletedError(error),
    /** The basket no longer exists (or is not this customer's): start again without it. */
    isMissingBasket: (_, { error }: { error: unknown }) => {
      const code = codeOf(error);
      return code === ErrorCode.BasketNotFound || code === ErrorCode.NotFound;
    },
    validationFailed: (_, { validation }: { validation: BasketValidation }) => !validation.valid,
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => ({
    basketId: input.basketId ?? null,
    basket: null,
    error: null,
    validation: null,
  }),
  initial: 'restoring',
  on: {
    'basket.clear': {
      target: '.empty',
      actions: ['forgetBasket', { type: 'persistBasketId', params: { basketId: null } }],
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasBasketId', target: 'active.activity.loading' }, { target: 'empty' }],
    },
    /** No basket yet: the funnel creates one once the customer is signed in. */
    empty: {
      on: { 'basket.create': 'creating' },
    },
    creating: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'createBasket',
        src: 'createBasket',
        input: ({ event }) => {
          assertEvent(event, 'basket.create');
          return {
            customerId: event.customerId,
            basketType: event.basketType,
            partner: event.partner ?? null,
          };
        },
        onDone: {
          target: 'active.activity.loading',
          actions: [
            assign({
              basketId: ({ event }) => event.output.basketId,
              basket: ({ event }) => event.output,
            }),
            {
              type: 'persistBasketId',
              params: ({ event }) => ({ basketId: event.output.basketId }),
            },
          ],
        },
        onError: {
          target: 'empty',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            'showError',
          ],
        },
      },
    },
    /** A basket exists: where it is in its life, and what is being done to it. */
    active: {
      type: 'parallel',
      states: {
        lifecycle: {
          initial: 'notStarted',
          states: {
            notStarted: {
              tags: 'notStarted',
              on: { 'basket.checkoutStarted': 'checkoutStarted' },
            },
            /** Payment is under way or was declined; the basket may still change. */
            checkoutStarted: {
              tags: 'checkoutStarted',
              on: { 'basket.orderPlaced': '#basket.completed' },
            },
          },
        },
        activity: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'basket.patch': 'patching',
                'basket.patchPart': 'patchingPart',
                'basket.updatePart': 'updatingPart',
                'basket.deletePart': 'deletingPart',
                'basket.validate': 'validating',
                'basket.reload': 'loading',
              },
            },
            loading: {
              tags: 'busy',
              invoke: {
                id: 'loadBasket',
                src: 'loadBasket',
                input: ({ context }) => ({ basketId: context.basketId ?? 0 }),
                onDone: {
                  target: 'ready',
                  actions: assign({ basket: ({ event }) => event.output }),
                },
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: {
                      type: 'assignError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    guard: {
                      type: 'isMissingBasket',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.empty',
                    actions: [
                      'forgetBasket',
                      { type: 'persistBasketId', params: { basketId: null } },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
            patching: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'patchBasket',
                src: 'patchBasket',
                input: ({ context, event }) => {
                  assertEvent(event, 'basket.patch');
                  return { basketId: context.basketId ?? 0, patch: event.patch };
                },
                onDone: 'loading',
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
            patchingPart: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'patchBasketPart',
                src: 'patchBasketPart',
                input: ({ context, event }) => {
                  assertEvent(event, 'basket.patchPart');
                  return {
                    basketId: context.basketId ?? 0,
                    basketType: event.basketType,
                    changes: event.changes,
                  };
                },
                onDone: 'loading',
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
            updatingPart: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'updateBasketPart',
                src: 'updateBasketPart',
                input: ({ context, event }) => {
                  assertEvent(event, 'basket.updatePart');
                  const { type: _type, ...part } = event;
                  return { basketId: context.basketId ?? 0, ...part };
                },
                onDone: 'loading',
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
            deletingPart: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'deleteBasketPart',
                src: 'deleteBasketPart',
                input: ({ context, event }) => {
                  assertEvent(event, 'basket.deletePart');
                  return { basketId: context.basketId ?? 0, basketType: event.basketType };
                },
                onDone: 'loading',
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
            validating: {
              tags: 'busy',
              entry: ['clearError', assign({ validation: null })],
              invoke: {
                id: 'validateBasket',
                src: 'validateBasket',
                input: ({ context }) => ({ basketId: context.basketId ?? 0 }),
                onDone: [
                  {
                    guard: {
                      type: 'validationFailed',
                      params: ({ event }) => ({ validation: event.output }),
                    },
                    target: 'loading',
                    actions: [
                      assign({
                        validation: ({ event }) => event.output,
                        error: ({ event }) => event.output.message ?? FALLBACK_MESSAGE,
                      }),
                      'showError',
                    ],
                  },
                  {
                    target: 'loading',
                    actions: assign({ validation: ({ event }) => event.output }),
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'isCompletedError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#basket.completed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      'showError',
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    /** The basket became an order; it cannot change any more (code 160). */
    completed: {
      tags: 'completed',
      on: { 'basket.create': 'creating' },
    },
  },
});
