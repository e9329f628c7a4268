import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import type { Box } from '../domain/boxes';
import { RETURN_FUNNEL, type ReturnStep } from '../domain/funnels';
import {
  bounceNotice,
  normalisedContact,
  type ReturnContact,
  returnContactProblems,
} from '../domain/returns';
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
  /** The delivery address saved on the basket. */
  address: Address | null;
  roomReturn: boolean;
  floorDetails: string;
  roomReturnPrice: number | null;
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

export interface ReturnFunnelInput extends KeptFunnelInput<PersistedReturnFunnel> {
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
    address: null,
    roomReturn: false,
    floorDetails: '',
    roomReturnPrice: null,
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
  | { type: 'contact.submitted'; contact: ReturnContact };

export const returnFunnelMachine = setup({
  types: {
    context: {} as ReturnFunnelContext,
    events: {} as ReturnFunnelEvent,
    input: {} as ReturnFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'boxAddressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The kit's box address step: the boxes, the delivery address and room return. */
    boxAddressStep: boxAddressStepMachine,
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
    ...boxAddressActions<ReturnFunnelContext, ReturnFunnelEvent>(),
    /** Says why the step landed on is not the one the URL asked for, if it is not. */
    explainLanding: assign({
      notice: ({ context, event }) =>
        event.type === 'funnel.stepRequested'
          ? (bounceNotice(returnLandingStep(context, event.step), event.step) ?? context.notice)
          : context.notice,
    }),
    clearNotice: assign({ notice: null }),
    markReturnToSummary: assign({ returnToSummary: true }),
  },
  guards: {
    ...funnelGuards(returnLandingStep),
    resumesAt: ({ context }, params: { step: ReturnStep }) =>
      context.returnToSummary && returnLandingStep(context, 'summary') === params.step,
    ...boxChoiceGuards<ReturnFunnelContext>(),
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
    /**
     * The URL asks for a step: the funnel goes to it, or to the first step not yet done (and
     * says why on arriving there).
     */
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'address' } }, target: '.address' },
      { guard: { type: 'landsOn', params: { step: 'timeslot' } }, target: '.timeslot' },
      { guard: { type: 'landsOn', params: { step: 'contact' } }, target: '.contact' },
      { guard: { type: 'landsOn', params: { step: 'summary' } }, target: '.summary' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
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
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }, 'explainLanding'],
      exit: 'clearNotice',
      on: {
        // Already here: the funnel stays, and says why if another step was asked for.
        'funnel.stepRequested': {
          guard: { type: 'landsOn', params: { step: 'address' } },
          actions: 'explainLanding',
        },
      },
      initial: 'identifying',
      states: {
        /** After a reload the session is checked before the customer's boxes are asked for. */
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'choosing' },
        },
        /** The kit's box address step: the boxes, the address and room return, each saved. */
        choosing: {
          invoke: {
            id: 'boxAddressStep',
            src: 'boxAddressStep',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
              job: 'return',
              boxIds: context.boxIds,
              address: context.address,
              roomReturn: context.roomReturn,
              floorDetails: context.floorDetails,
              paidChoices: true,
            }),
            onDone: { target: 'saved', actions: 'takeBoxAddress' },
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
      entry: ['clearError', { type: 'navigate', params: { step: 'timeslot' } }, 'explainLanding'],
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
      entry: ['clearError', { type: 'navigate', params: { step: 'contact' } }, 'explainLanding'],
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
        'explainLanding',
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
            actions: 'markReturnToSummary',
          },
          {
            guard: { type: 'landsOn', params: { step: 'timeslot' } },
            target: '#returnFunnel.timeslot',
            actions: 'markReturnToSummary',
          },
          {
            guard: { type: 'landsOn', params: { step: 'contact' } },
            target: '#returnFunnel.contact',
            actions: 'markReturnToSummary',
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
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }, 'explainLanding'],
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
