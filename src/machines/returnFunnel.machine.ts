import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import type { Box } from '../domain/boxes';
import { RETURN_FUNNEL, type ReturnStep } from '../domain/funnels';
import {
  bounceNotice,
  jobSelection,
  normalisedContact,
  type ReturnAddressChoice,
  type ReturnContact,
  returnContactProblems,
  surchargeDestination,
} from '../domain/returns';
import type { ReturnCity } from '../domain/support';
import type { Timeslot } from '../domain/timeslots';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  boxChoiceActions,
  boxChoiceGuards,
  checkoutStepInput,
  type FunnelContextBase,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type KitSteps,
  kept,
  landingOf,
  restored,
  sameIds,
  stepOutputActions,
} from './funnelKit';
import { timeslotStepMachine } from './timeslotStep.machine';

/** The long-distance surcharge quoted for the address being chosen, before it is saved. */
export interface SurchargeQuote {
  /** The address id, or the postcode of a new address. */
  destination: string;
  /** Null when the quote could not be had; the saved address's surcharge is shown later. */
  amount: number | null;
}

export interface ReturnFunnelContext extends FunnelContextBase {
  /** The customer's own email and mobile, offered for delivery updates. */
  customerEmail: string;
  customerPhone: string;
  /** The boxes chosen to come back. */
  boxIds: number[];
  /** The boxes last saved on the basket. */
  savedBoxIds: number[];
  /** The customer's boxes in storage that can come back (the box chooser's list). */
  boxes: Box[];
  addresses: Address[];
  addressDraft: ReturnAddressChoice | null;
  /** The delivery address saved on the basket. */
  address: Address | null;
  roomReturn: boolean;
  floorDetails: string;
  roomReturnPrice: number | null;
  returnCities: ReturnCity[];
  surchargeQuote: SurchargeQuote | null;
  /** The surcharge of the saved address, as the server charges it. */
  longDistanceSurcharge: number;
  /** The delivery timeslot saved on the basket. */
  timeslot: Timeslot | null;
  /** The contact details saved on the basket. */
  contact: ReturnContact | null;
  summaryConfirmed: boolean;
  /** A 'Change' link on the summary was followed: the summary comes next once that is done. */
  returnToSummary: boolean;
  /**
   * Why the customer was taken back to an earlier step than the one they asked for (say, a
   * delivery time is still needed); shown until they leave that step.
   */
  notice: string | null;
}

/** What is kept in storage between visits; catalogues and cards are loaded again. */
const KEPT = [
  'customerId',
  'boxIds',
  'savedBoxIds',
  'boxes',
  'basketId',
  'addressDraft',
  'address',
  'roomReturn',
  'floorDetails',
  'roomReturnPrice',
  'longDistanceSurcharge',
  'timeslot',
  'contact',
  'summaryConfirmed',
] as const;
export type PersistedReturnFunnel = Pick<ReturnFunnelContext, (typeof KEPT)[number]>;
export const persistedReturnFunnel = (context: ReturnFunnelContext) => kept(context, KEPT);

export interface ReturnFunnelInput {
  /** The funnel as it was left on an earlier visit. */
  saved?: Partial<PersistedReturnFunnel> | null;
  /** The boxes selected in My stuff, used when nothing was kept. */
  selection?: readonly number[];
}

function initialContext(input: ReturnFunnelInput): ReturnFunnelContext {
  return restored<ReturnFunnelContext>(input.saved, KEPT, {
    customerId: null,
    customerEmail: '',
    customerPhone: '',
    boxIds: [...(input.selection ?? [])],
    savedBoxIds: [],
    boxes: [],
    basketId: null,
    addresses: [],
    addressDraft: null,
    address: null,
    roomReturn: false,
    floorDetails: '',
    roomReturnPrice: null,
    returnCities: [],
    surchargeQuote: null,
    longDistanceSurcharge: 0,
    timeslot: null,
    contact: null,
    summaryConfirmed: false,
    returnToSummary: false,
    cards: [],
    error: null,
    notice: null,
  });
}

/** Whether a step's work is done, so a later step may be shown. The last step never is. */
export function returnStepIsDone(context: ReturnFunnelContext, step: ReturnStep): boolean {
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
    case 'contact':
      return context.contact !== null;
    case 'summary':
      return context.summaryConfirmed;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const returnLandingStep = landingOf(RETURN_FUNNEL, returnStepIsDone);

export type ReturnFunnelEvent =
  | Exclude<FunnelEvent<ReturnStep>, { type: 'funnel.signedIn' }>
  /** Boxes chosen in My stuff (`?boxes=`): a new choice starts again at the address step. */
  | { type: 'funnel.boxesChosen'; boxIds: number[] }
  /** The session's sign-in, with the customer's own email and mobile. */
  | { type: 'funnel.signedIn'; customerId: number; email: string; phone: string }
  | { type: 'boxes.toggled'; boxId: number }
  | { type: 'address.chosen'; address: ReturnAddressChoice }
  | { type: 'roomReturn.changed'; roomReturn: boolean }
  | { type: 'roomReturn.floorDetailsChanged'; floorDetails: string }
  | { type: 'contact.submitted'; contact: ReturnContact };

export interface SaveReturnAddressInput {
  customerId: number;
  basketId: number;
  boxIds: number[];
  address: ReturnAddressChoice;
  roomReturn: boolean;
  floorDetails: string | null;
  /** The address changed: a slot held for the old one is given up. */
  clearTimeslot: boolean;
}

/** What saving the address draft sends: a different address gives up the chosen time. */
function saveAddressInput(context: ReturnFunnelContext) {
  const draft = context.addressDraft as ReturnAddressChoice;
  return {
    customerId: context.customerId ?? 0,
    basketId: context.basketId ?? 0,
    boxIds: context.boxIds,
    address: draft,
    roomReturn: context.roomReturn,
    floorDetails: context.roomReturn ? context.floorDetails.trim() : null,
    clearTimeslot: !('addressId' in draft) || draft.addressId !== context.address?.addressId,
  };
}

export const returnFunnelMachine = setup({
  types: {
    context: {} as ReturnFunnelContext,
    events: {} as ReturnFunnelEvent,
    input: {} as ReturnFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /**
     * The basket (created when there is none), the customer's boxes in storage (those chosen,
     * when some are), their saved addresses, the room return price and the cities returns
     * leave from.
     */
    loadAddressStep: appCall<
      {
        basketId: number;
        boxes: Box[];
        addresses: Address[];
        roomReturnPrice: number;
        returnCities: ReturnCity[];
      },
      /** `boxIds`: the boxes chosen so far; only they are fetched when there are some. */
      { customerId: number; basketId: number | null; boxIds: number[] }
    >('return funnel', 'loadAddressStep'),
    /** `PUT basket/return/{id}` with the boxes: another customer's is 404, a detained one 88. */
    saveItems: appCall<void, { basketId: number; boxIds: number[] }>('return funnel', 'saveItems'),
    /** `GET /return/prices/longDistanceSurchargeForBasket/{basketId}/{addressId or postcode}`. */
    quoteSurcharge: appCall<number, { basketId: number; destination: string }>(
      'return funnel',
      'quoteSurcharge',
    ),
    /** `PUT basket/return/{id}` with room return alone: the running total is asked again. */
    saveRoomReturn: appCall<void, { basketId: number; roomReturn: boolean }>(
      'return funnel',
      'saveRoomReturn',
    ),
    /** Saves a new address, then the boxes, address and room return on the basket. */
    saveAddress: appCall<
      { address: Address; longDistanceSurcharge: number },
      SaveReturnAddressInput
    >('return funnel', 'saveAddress'),
    /** The kit's timeslot step, with the delivery saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** Answers the contact details as saved. */
    saveContact: appCall<ReturnContact, { basketId: number; contact: ReturnContact }>(
      'return funnel',
      'saveContact',
    ),
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<ReturnFunnelContext, ReturnFunnelEvent, ReturnStep>(
      () => initialContext({}),
      ['customerEmail', 'customerPhone'],
    ),
    ...stepOutputActions<ReturnFunnelContext, ReturnFunnelEvent>(),
    ...boxChoiceActions<ReturnFunnelContext, ReturnFunnelEvent>(),
    /** Says why the step landed on is not the one asked for, if it is not. */
    explainLanding: assign({
      notice: ({ context, event }) => {
        assertEvent(event, 'funnel.stepRequested');
        return bounceNotice(returnLandingStep(context, event.step), event.step) ?? context.notice;
      },
    }),
    clearNotice: assign({ notice: null }),
    markReturnToSummary: assign({ returnToSummary: true }),
  },
  guards: {
    ...funnelGuards(returnLandingStep),
    resumesAt: ({ context }, params: { step: ReturnStep }) =>
      context.returnToSummary && returnLandingStep(context, 'summary') === params.step,
    ...boxChoiceGuards<ReturnFunnelContext>(),
    needsQuote: ({ context }) => {
      if (context.addressDraft === null || context.basketId === null) return false;
      const destination = surchargeDestination(context.addressDraft);
      return destination !== '' && context.surchargeQuote?.destination !== destination;
    },
    canLeaveAddress: ({ context }) =>
      context.boxIds.length > 0 &&
      context.addressDraft !== null &&
      context.basketId !== null &&
      (!context.roomReturn || context.floorDetails.trim() !== ''),
    contactIsValid: ({ event }) => {
      assertEvent(event, 'contact.submitted');
      return Object.keys(returnContactProblems(event.contact)).length === 0;
    },
  },
}).createMachine({
  id: 'returnFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    /** The URL asks for a step: the funnel goes to it, or to the first step not yet done. */
    'funnel.stepRequested': [
      {
        guard: { type: 'landsOn', params: { step: 'address' } },
        target: '.address',
        actions: 'explainLanding',
      },
      {
        guard: { type: 'landsOn', params: { step: 'timeslot' } },
        target: '.timeslot',
        actions: 'explainLanding',
      },
      {
        guard: { type: 'landsOn', params: { step: 'contact' } },
        target: '.contact',
        actions: 'explainLanding',
      },
      {
        guard: { type: 'landsOn', params: { step: 'summary' } },
        target: '.summary',
        actions: 'explainLanding',
      },
      {
        guard: { type: 'landsOn', params: { step: 'checkout' } },
        target: '.checkout',
        actions: 'explainLanding',
      },
    ],
    'funnel.signedIn': {
      actions: assign({
        customerId: ({ event }) => event.customerId,
        customerEmail: ({ event }) => event.email,
        customerPhone: ({ event }) => event.phone,
      }),
    },
    // The customer's basket and funnel leave with them (SPEC.md 4, sign-out).
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
    'funnel.boxesChosen': {
      guard: 'isNewSelection',
      target: '.address',
      actions: assign({
        boxIds: ({ event }) => [...event.boxIds],
        summaryConfirmed: false,
        returnToSummary: false,
      }),
    },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The return was ordered and the funnel emptied; the next visit starts a new one. */
    placed: {},
    address: {
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }],
      exit: 'clearNotice',
      on: {
        // Already here: the funnel stays, and says why if another step was asked for.
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'address' } },
          actions: 'explainLanding',
        },
        'roomReturn.changed': {
          actions: assign({ roomReturn: ({ event }) => event.roomReturn }),
        },
        'roomReturn.floorDetailsChanged': {
          actions: assign({ floorDetails: ({ event }) => event.floorDetails }),
        },
        'address.chosen': { actions: assign({ addressDraft: ({ event }) => event.address }) },
      },
      initial: 'identifying',
      states: {
        /** After a reload the session is checked before the customer's boxes are asked for. */
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'loading' },
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadAddressStep',
            src: 'loadAddressStep',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
              boxIds: context.boxIds,
            }),
            onDone: {
              target: 'checkingBoxes',
              actions: assign(({ context, event }) => {
                const chosen = jobSelection('return', context.boxIds, event.output.boxes);
                return {
                  basketId: event.output.basketId,
                  boxes: event.output.boxes,
                  addresses: event.output.addresses,
                  roomReturnPrice: event.output.roomReturnPrice,
                  returnCities: event.output.returnCities,
                  boxIds: chosen.boxIds,
                  error: chosen.problems.length > 0 ? chosen.problems.join('. ') : null,
                };
              }),
            },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
        },
        /** The chosen boxes go on the basket at once, so a detained one is reported here. */
        checkingBoxes: {
          always: [{ guard: 'hasBoxes', target: 'savingItems' }, { target: 'checkingQuote' }],
        },
        /** The surcharge of the address being chosen is shown before the customer goes on. */
        checkingQuote: {
          always: [{ guard: 'needsQuote', target: 'quotingSurcharge' }, { target: 'choosing' }],
        },
        savingItems: {
          tags: 'busy',
          invoke: {
            id: 'saveItems',
            src: 'saveItems',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
              boxIds: context.boxIds,
            }),
            onDone: {
              target: 'checkingQuote',
              actions: assign({ savedBoxIds: ({ context }) => context.boxIds }),
            },
            onError: { target: 'checkingQuote', actions: 'assignError' },
          },
        },
        quotingSurcharge: {
          invoke: {
            id: 'quoteSurcharge',
            src: 'quoteSurcharge',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
              destination: context.addressDraft ? surchargeDestination(context.addressDraft) : '',
            }),
            onDone: {
              target: 'choosing',
              actions: assign({
                surchargeQuote: ({ context, event }) => ({
                  destination: context.addressDraft
                    ? surchargeDestination(context.addressDraft)
                    : '',
                  amount: event.output,
                }),
              }),
            },
            onError: {
              target: 'choosing',
              actions: assign({
                surchargeQuote: ({ context }) => ({
                  destination: context.addressDraft
                    ? surchargeDestination(context.addressDraft)
                    : '',
                  amount: null,
                }),
              }),
            },
          },
          on: {
            'address.chosen': {
              target: 'savingChoice',
              actions: assign({ addressDraft: ({ event }) => event.address }),
            },
            // The box chooser stays live while the charge is checked: a box ticked is saved.
            'boxes.toggled': { target: 'checkingBoxes', actions: 'toggleBox' },
            'roomReturn.changed': {
              target: 'savingRoomReturn',
              actions: assign({ roomReturn: ({ event }) => event.roomReturn }),
            },
            // Going on does not wait for the quote: the saved address's surcharge is charged.
            'funnel.next': { guard: 'canLeaveAddress', target: 'savingAddress' },
          },
        },
        choosing: {
          on: {
            'boxes.toggled': { target: 'checkingBoxes', actions: 'toggleBox' },
            // A paid choice goes on the basket at once: the running total is the server's.
            'address.chosen': {
              target: 'savingChoice',
              actions: assign({ addressDraft: ({ event }) => event.address }),
            },
            'roomReturn.changed': {
              target: 'savingRoomReturn',
              actions: assign({ roomReturn: ({ event }) => event.roomReturn }),
            },
            'funnel.next': { guard: 'canLeaveAddress', target: 'savingAddress' },
          },
        },
        /** The address chosen is saved on the basket, so its surcharge is in the total. */
        savingChoice: {
          tags: 'busy',
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => saveAddressInput(context),
            onDone: {
              target: 'choosing',
              actions: assign(({ context, event }) => {
                const changed = event.output.address.addressId !== context.address?.addressId;
                return {
                  address: event.output.address,
                  addressDraft: event.output.address,
                  longDistanceSurcharge: event.output.longDistanceSurcharge,
                  surchargeQuote: {
                    destination: surchargeDestination(event.output.address),
                    amount: event.output.longDistanceSurcharge,
                  },
                  savedBoxIds: context.boxIds,
                  timeslot: changed ? null : context.timeslot,
                };
              }),
            },
            onError: {
              target: 'choosing',
              actions: 'assignError',
            },
          },
        },
        /** Room return ticked or not: saved at once, so the running total changes with it. */
        savingRoomReturn: {
          tags: 'busy',
          invoke: {
            id: 'saveRoomReturn',
            src: 'saveRoomReturn',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
              roomReturn: context.roomReturn,
            }),
            onDone: 'checkingQuote',
            onError: {
              target: 'checkingQuote',
              actions: 'assignError',
            },
          },
        },
        savingAddress: {
          tags: 'busy',
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => saveAddressInput(context),
            onDone: {
              target: 'saved',
              actions: assign(({ context, event }) => {
                const changed = event.output.address.addressId !== context.address?.addressId;
                return {
                  address: event.output.address,
                  addressDraft: event.output.address,
                  longDistanceSurcharge: event.output.longDistanceSurcharge,
                  savedBoxIds: context.boxIds,
                  // A slot offered for another address may not be served at this one.
                  timeslot: changed ? null : context.timeslot,
                };
              }),
            },
            onError: { target: 'choosing', actions: 'assignError' },
          },
        },
        /** On to the delivery time, or after a change from the summary, back to it. */
        saved: {
          always: [
            {
              guard: { type: 'resumesAt', params: { step: 'summary' } },
              target: '#returnFunnel.summary',
            },
            // A new address gives up the slot, so the time is chosen again first.
            { target: '#returnFunnel.timeslot' },
          ],
        },
      },
    },
    timeslot: {
      entry: ['clearError', { type: 'navigate', params: { step: 'timeslot' } }],
      exit: 'clearNotice',
      on: {
        // Already here: the funnel stays, and says why if another step was asked for.
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'timeslot' } },
          actions: 'explainLanding',
        },
        'funnel.back': '#returnFunnel.address',
      },
      initial: 'choosing',
      states: {
        choosing: {
          invoke: {
            id: 'timeslotStep',
            src: 'timeslotStep',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
              orderType: 'BTB_RETURN',
              chosen: context.timeslot,
              // Never a Saturday (174).
              saturdays: false,
            }),
            onDone: { target: 'saved', actions: 'takeTimeslot' },
          },
        },
        saved: {
          always: [
            {
              guard: { type: 'resumesAt', params: { step: 'summary' } },
              target: '#returnFunnel.summary',
            },
            { target: '#returnFunnel.contact' },
          ],
        },
      },
    },
    contact: {
      entry: ['clearError', { type: 'navigate', params: { step: 'contact' } }],
      exit: 'clearNotice',
      on: {
        // Already here: the funnel stays, and says why if another step was asked for.
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'contact' } },
          actions: 'explainLanding',
        },
        'funnel.back': '#returnFunnel.timeslot',
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'contact.submitted': { guard: 'contactIsValid', target: 'savingContact' },
          },
        },
        savingContact: {
          tags: 'busy',
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context, event }) => {
              assertEvent(event, 'contact.submitted');
              return { basketId: context.basketId ?? 0, contact: normalisedContact(event.contact) };
            },
            onDone: {
              target: 'saved',
              actions: assign({ contact: ({ event }) => event.output }),
            },
            onError: { target: 'editing', actions: 'assignError' },
          },
        },
        saved: { always: '#returnFunnel.summary' },
      },
    },
    summary: {
      entry: [
        'clearError',
        { type: 'navigate', params: { step: 'summary' } },
        assign({ returnToSummary: false }),
      ],
      exit: 'clearNotice',
      on: {
        // Going back to an earlier step from here is a change that comes back to the summary.
        'funnel.stepRequested': [
          { guard: { type: 'landsOn', params: { step: 'summary' } }, actions: 'explainLanding' },
          {
            guard: { type: 'landsOn', params: { step: 'address' } },
            target: '#returnFunnel.address',
            actions: ['explainLanding', 'markReturnToSummary'],
          },
          {
            guard: { type: 'landsOn', params: { step: 'timeslot' } },
            target: '#returnFunnel.timeslot',
            actions: ['explainLanding', 'markReturnToSummary'],
          },
          {
            guard: { type: 'landsOn', params: { step: 'contact' } },
            target: '#returnFunnel.contact',
            actions: ['explainLanding', 'markReturnToSummary'],
          },
        ],
        'funnel.back': '#returnFunnel.contact',
        'funnel.next': {
          target: '#returnFunnel.checkout',
          actions: assign({ summaryConfirmed: true }),
        },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      exit: 'clearNotice',
      on: {
        // Already here: the funnel stays, and says why if another step was asked for.
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'checkout' } },
          actions: 'explainLanding',
        },
        'funnel.back': '#returnFunnel.summary',
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
