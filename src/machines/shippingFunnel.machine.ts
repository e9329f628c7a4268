import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Box } from '../domain/boxes';
import type { Card } from '../domain/cards';
import { funnelLanding, SHIPPING_FUNNEL, type ShippingStep } from '../domain/funnels';
import {
  type CustomsDeclaration,
  type CustomsDeclarationDraft,
  declarationOf,
  EMPTY_DECLARATION,
  EMPTY_SHIPPING_ADDRESS,
  type ShippingAddress,
  type ShippingAddressDraft,
  type ShippingCountryOffer,
  shippingAddressOf,
} from '../domain/shipping';
import { messageOf, notProvided } from './actorErrors';

/**
 * Shipping boxes stored with us abroad, chosen in My stuff: where to (a country and an
 * address in its format), a customs declaration for each box, the dispatch day, checkout.
 */
export interface ShippingFunnelContext {
  customerId: number | null;
  basketId: number | null;
  /** The boxes chosen in My stuff. */
  boxIds: number[];
  /** Those boxes as the store has them, for their names. */
  boxes: Box[];
  countries: ShippingCountryOffer[];
  address: ShippingAddressDraft;
  /** Each box's declaration as typed, by box id. */
  declarations: Record<number, CustomsDeclarationDraft>;
  dispatchDays: string[];
  dispatchDate: string | null;
  /** How far the basket has what the steps chose. */
  saved: { destination: boolean; customs: boolean; dispatch: boolean };
  cards: Card[];
  error: string | null;
}

export type PersistedShippingFunnel = Pick<
  ShippingFunnelContext,
  'customerId' | 'basketId' | 'boxIds' | 'address' | 'declarations' | 'dispatchDate' | 'saved'
>;

export function persistedShippingFunnel(context: ShippingFunnelContext): PersistedShippingFunnel {
  return {
    customerId: context.customerId,
    basketId: context.basketId,
    boxIds: context.boxIds,
    address: context.address,
    declarations: context.declarations,
    dispatchDate: context.dispatchDate,
    saved: context.saved,
  };
}

export interface ShippingFunnelInput {
  saved?: Partial<PersistedShippingFunnel> | null;
}

const NOTHING_SAVED = { destination: false, customs: false, dispatch: false };

function initialContext(input: ShippingFunnelInput): ShippingFunnelContext {
  const saved = input.saved ?? null;
  return {
    customerId: saved?.customerId ?? null,
    basketId: saved?.basketId ?? null,
    boxIds: saved?.boxIds ?? [],
    boxes: [],
    countries: [],
    address: saved?.address ?? { ...EMPTY_SHIPPING_ADDRESS },
    declarations: saved?.declarations ?? {},
    dispatchDays: [],
    dispatchDate: saved?.dispatchDate ?? null,
    saved: saved?.saved ?? NOTHING_SAVED,
    cards: [],
    error: null,
  };
}

export function shippingStepIsDone(context: ShippingFunnelContext, step: ShippingStep): boolean {
  switch (step) {
    case 'destination':
      return context.saved.destination && context.basketId !== null;
    case 'customs':
      return context.saved.customs;
    case 'dispatch':
      return context.saved.dispatch;
    case 'checkout':
      return false;
  }
}

export function shippingLandingStep(
  context: ShippingFunnelContext,
  requested: ShippingStep,
): ShippingStep {
  return funnelLanding(SHIPPING_FUNNEL, (step) => shippingStepIsDone(context, step), requested);
}

/** Each chosen box's declaration, once every one of them is filled in right. */
export function declaredItems(
  context: Pick<ShippingFunnelContext, 'boxIds' | 'declarations'>,
): { boxId: number; declaration: CustomsDeclaration }[] | null {
  const items = context.boxIds.map((boxId) => ({
    boxId,
    declaration: declarationOf(context.declarations[boxId] ?? EMPTY_DECLARATION),
  }));
  return items.every((item) => item.declaration !== null)
    ? (items as { boxId: number; declaration: CustomsDeclaration }[])
    : null;
}

export type ShippingFunnelEvent =
  | { type: 'funnel.stepRequested'; step: ShippingStep }
  /** Boxes chosen in My stuff (`?boxes=`): a new choice starts again at the destination. */
  | { type: 'funnel.boxesChosen'; boxIds: number[] }
  | { type: 'funnel.next' }
  | { type: 'funnel.back' }
  | { type: 'funnel.retry' }
  | { type: 'funnel.signedIn'; customerId: number }
  | { type: 'funnel.signedOut' }
  | { type: 'funnel.orderPlaced' }
  | { type: 'destination.changed'; address: ShippingAddressDraft }
  | { type: 'customs.changed'; boxId: number; declaration: CustomsDeclarationDraft }
  | { type: 'dispatch.chosen'; date: string };

export const shippingFunnelMachine = setup({
  types: {
    context: {} as ShippingFunnelContext,
    events: {} as ShippingFunnelEvent,
    input: {} as ShippingFunnelInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The international basket (created when there is none), the boxes and the countries. */
    loadDestinationStep: fromPromise<
      { basketId: number; boxes: Box[]; countries: ShippingCountryOffer[] },
      { customerId: number; basketId: number | null; boxIds: number[] }
    >(async () => {
      throw notProvided('shipping funnel', 'loadDestinationStep');
    }),
    /** `PUT basket/international/{id}` with the boxes and the address. */
    saveDestination: fromPromise<void, { boxIds: number[]; destination: ShippingAddress }>(
      async () => {
        throw notProvided('shipping funnel', 'saveDestination');
      },
    ),
    /** `PUT basket/international/{id}` with each box's declaration. */
    saveDeclarations: fromPromise<
      void,
      { shipItems: { boxId: number; declaration: CustomsDeclaration }[] }
    >(async () => {
      throw notProvided('shipping funnel', 'saveDeclarations');
    }),
    /** `GET /shipping/dispatchDays`. */
    loadDispatchDays: fromPromise<string[], Record<string, never>>(async () => {
      throw notProvided('shipping funnel', 'loadDispatchDays');
    }),
    /** `PUT basket/international/{id}` with the dispatch day. */
    saveDispatch: fromPromise<void, { dispatchDate: string }>(async () => {
      throw notProvided('shipping funnel', 'saveDispatch');
    }),
    /** The saved cards. */
    loadCheckout: fromPromise<{ cards: Card[] }, { customerId: number }>(async () => {
      throw notProvided('shipping funnel', 'loadCheckout');
    }),
  },
  actions: {
    navigate: (_, _params: { step: ShippingStep }) => {},
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    resetFunnel: assign(() => initialContext({})),
    resetForNextOrder: assign(({ context }) => ({
      ...initialContext({}),
      customerId: context.customerId,
    })),
  },
  guards: {
    landsOn: ({ context, event }, params: { step: ShippingStep }) => {
      assertEvent(event, 'funnel.stepRequested');
      return shippingLandingStep(context, event.step) === params.step;
    },
    isSignedIn: ({ context }) => context.customerId !== null,
    wasSignedIn: ({ context }) => context.customerId !== null,
    isNewSelection: ({ context, event }) => {
      assertEvent(event, 'funnel.boxesChosen');
      const same =
        event.boxIds.length === context.boxIds.length &&
        event.boxIds.every((id) => context.boxIds.includes(id));
      return event.boxIds.length > 0 && !same;
    },
    hasDestination: ({ context }) =>
      context.boxIds.length > 0 && shippingAddressOf(context.address) !== null,
    isDeclared: ({ context }) => declaredItems(context) !== null,
    hasDispatchDay: ({ context }) => context.dispatchDate !== null,
  },
}).createMachine({
  id: 'shippingFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'destination' } }, target: '.destination' },
      { guard: { type: 'landsOn', params: { step: 'customs' } }, target: '.customs' },
      { guard: { type: 'landsOn', params: { step: 'dispatch' } }, target: '.dispatch' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.boxesChosen': {
      guard: 'isNewSelection',
      target: '.destination',
      actions: assign({
        boxIds: ({ event }) => [...event.boxIds],
        declarations: {},
        saved: NOTHING_SAVED,
      }),
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
    destination: {
      entry: ['clearError', { type: 'navigate', params: { step: 'destination' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'destination' } } },
        'destination.changed': {
          actions: assign({
            address: ({ event }) => event.address,
            saved: ({ context }) => ({ ...context.saved, destination: false }),
            error: null,
          }),
        },
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
            onDone: {
              target: 'choosing',
              actions: assign({
                basketId: ({ event }) => event.output.basketId,
                boxes: ({ event }) => event.output.boxes,
                countries: ({ event }) => event.output.countries,
              }),
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          on: { 'funnel.next': { guard: 'hasDestination', target: 'saving' } },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveDestination',
            src: 'saveDestination',
            input: ({ context }) => ({
              boxIds: context.boxIds,
              destination: shippingAddressOf(context.address) as ShippingAddress,
            }),
            onDone: {
              target: '#shippingFunnel.customs',
              actions: assign({
                saved: ({ context }) => ({ ...context.saved, destination: true }),
              }),
            },
            onError: {
              target: 'choosing',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
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
                  [event.boxId]: event.declaration,
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
            input: ({ context }) => ({ shipItems: declaredItems(context) ?? [] }),
            onDone: {
              target: '#shippingFunnel.dispatch',
              actions: assign({ saved: ({ context }) => ({ ...context.saved, customs: true }) }),
            },
            onError: {
              target: 'declaring',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
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
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
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
              actions: assign({ saved: ({ context }) => ({ ...context.saved, dispatch: true }) }),
            },
            onError: {
              target: 'choosing',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': [
          { guard: { type: 'landsOn', params: { step: 'checkout' } } },
          {
            guard: { type: 'landsOn', params: { step: 'destination' } },
            target: '#shippingFunnel.destination',
          },
          {
            guard: { type: 'landsOn', params: { step: 'customs' } },
            target: '#shippingFunnel.customs',
          },
          {
            guard: { type: 'landsOn', params: { step: 'dispatch' } },
            target: '#shippingFunnel.dispatch',
          },
        ],
        'funnel.back': '#shippingFunnel.dispatch',
      },
      initial: 'loadingCheckout',
      states: {
        loadingCheckout: {
          tags: 'busy',
          invoke: {
            id: 'loadCheckout',
            src: 'loadCheckout',
            input: ({ context }) => ({ customerId: context.customerId ?? 0 }),
            onDone: {
              target: 'ready',
              actions: assign({ cards: ({ event }) => event.output.cards }),
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loadingCheckout', actions: 'clearError' } },
        },
        ready: {},
      },
    },
  },
});
