import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Agreement } from '../domain/agreements';
import { type Card, cardLabel } from '../domain/cards';
import { codeOf, messageOf, notProvided } from './actorErrors';
import { setupIntentMachine } from './setupIntent.machine';

/** The saved cards and the monthly bills they pay, read together. */
export interface CardsOverview {
  cards: Card[];
  /** The agreements still billed, each with the card it is charged to. */
  agreements: Agreement[];
}

export interface CardsContext extends CardsOverview {
  customerId: number;
  /** The card waiting for the customer to confirm its deletion. */
  pendingDeleteId: number | null;
  /** The card being made the default. */
  pendingDefaultId: number | null;
  /** A failed load, change or delete, shown in a red alert. */
  error: string | null;
  /** The error's code when the server gave one (13: the default card cannot be deleted). */
  errorCode: number | null;
}

export type CardsEvent =
  | { type: 'cards.add' }
  | { type: 'cards.cancel' }
  | { type: 'cards.makeDefault'; cardId: number }
  | { type: 'cards.delete'; cardId: number }
  | { type: 'cards.confirmDelete' }
  | { type: 'cards.retry' }
  | { type: 'cards.errorDismissed' };

export interface CardChangeInput {
  customerId: number;
  cardId: number;
}

export const CARD_ADDED_MESSAGE = 'Card added';
export const CARD_DELETED_MESSAGE = 'Card deleted';

function findCard(context: CardsContext, cardId: number | null): Card | undefined {
  return context.cards.find((card) => card.cardId === cardId);
}

export function cardPendingDelete(context: CardsContext): Card | undefined {
  return findCard(context, context.pendingDeleteId);
}

/**
 * The saved cards page: the list, making a card the default, deleting one after a
 * confirmation, and adding one, which runs the setup intent machine as a child until the card
 * is saved (the list is then read again) or the customer cancels.
 */
export const cardsMachine = setup({
  types: {
    context: {} as CardsContext,
    events: {} as CardsEvent,
    input: {} as { customerId: number },
    children: {} as { setupIntent: 'setupIntent' },
    tags: {} as 'busy',
  },
  actors: {
    /** `GET cards/{customerId}` and `GET agreements/{customerId}`. */
    loadCards: fromPromise<CardsOverview, { customerId: number }>(async () => {
      throw notProvided('cards', 'loadCards');
    }),
    /**
     * `PATCH card/{id}` with default true (the monthly bills move to it), then both lists
     * again.
     */
    makeDefault: fromPromise<CardsOverview, CardChangeInput>(async () => {
      throw notProvided('cards', 'makeDefault');
    }),
    /**
     * `DELETE card/{id}` (its monthly bills move to the default card), then both lists again;
     * the default card is refused with 13.
     */
    deleteCard: fromPromise<CardsOverview, CardChangeInput>(async () => {
      throw notProvided('cards', 'deleteCard');
    }),
    setupIntent: setupIntentMachine,
  },
  actions: {
    /** A short confirmation ('Card added'). */
    announce: (_, _params: { message: string }) => {},
    assignOverview: assign((_, { overview }: { overview: CardsOverview }) => ({
      cards: overview.cards,
      agreements: overview.agreements,
    })),
    /** A failed call's message and code, from its error event. */
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      errorCode: codeOf(params.error),
    })),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, ['cards.makeDefault', 'cards.delete']);
      return findCard(context, event.cardId) !== undefined;
    },
    isOtherListedCard: ({ context, event }) => {
      assertEvent(event, 'cards.makeDefault');
      const card = findCard(context, event.cardId);
      return card !== undefined && !card.isDefault;
    },
  },
}).createMachine({
  id: 'cards',
  context: ({ input }) => ({
    customerId: input.customerId,
    cards: [],
    agreements: [],
    pendingDeleteId: null,
    pendingDefaultId: null,
    error: null,
    errorCode: null,
  }),
  initial: 'loading',
  on: {
    'cards.errorDismissed': { actions: assign({ error: null, errorCode: null }) },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'listing',
          actions: { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        'cards.retry': { target: 'loading', actions: assign({ error: null, errorCode: null }) },
      },
    },
    listing: {
      on: {
        'cards.add': { target: 'adding', actions: assign({ error: null, errorCode: null }) },
        'cards.makeDefault': {
          guard: 'isOtherListedCard',
          target: 'makingDefault',
          actions: assign({
            pendingDefaultId: ({ event }) => event.cardId,
            error: null,
            errorCode: null,
          }),
        },
        'cards.delete': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: assign({
            pendingDeleteId: ({ event }) => event.cardId,
            error: null,
            errorCode: null,
          }),
        },
      },
    },
    makingDefault: {
      tags: 'busy',
      invoke: {
        id: 'makeDefault',
        src: 'makeDefault',
        input: ({ context }) => ({
          customerId: context.customerId,
          cardId: context.pendingDefaultId ?? 0,
        }),
        onDone: {
          target: 'listing',
          actions: [
            {
              type: 'announce',
              params: ({ context }) => {
                const card = findCard(context, context.pendingDefaultId);
                return {
                  message: card
                    ? `${cardLabel(card)} is now your default card`
                    : 'Your default card has changed',
                };
              },
            },
            { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) },
            assign({ pendingDefaultId: null }),
          ],
        },
        onError: {
          target: 'listing',
          actions: [
            assign({ pendingDefaultId: null }),
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    confirmingDelete: {
      on: {
        'cards.confirmDelete': 'deleting',
        'cards.cancel': { target: 'listing', actions: assign({ pendingDeleteId: null }) },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({
          customerId: context.customerId,
          cardId: context.pendingDeleteId ?? 0,
        }),
        onDone: {
          target: 'listing',
          actions: [
            { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) },
            assign({ pendingDeleteId: null }),
            { type: 'announce', params: { message: CARD_DELETED_MESSAGE } },
          ],
        },
        onError: {
          target: 'listing',
          actions: [
            assign({ pendingDeleteId: null }),
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** The card form is open; the setup intent machine runs it until the card is saved. */
    adding: {
      invoke: {
        id: 'setupIntent',
        src: 'setupIntent',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          // The first card becomes the default on the server: read the list as it now is.
          target: 'loading',
          actions: { type: 'announce', params: { message: CARD_ADDED_MESSAGE } },
        },
      },
      on: { 'cards.cancel': 'listing' },
    },
  },
});
