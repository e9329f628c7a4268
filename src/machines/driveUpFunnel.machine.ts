import { assertEvent, assign, setup } from 'xstate';
import { DEFAULT_VSU_CONTRACT } from '../domain/constants';
import type {
  VsuAvailability,
  VsuContract,
  VsuSiteNear,
  VsuSitesNear,
  VsuSizeOffer,
} from '../domain/driveUp';
import { DRIVE_UP_FUNNEL, type DriveUpStep } from '../domain/funnels';
import type { InsurancePrice } from '../domain/prices';
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
} from './funnelKit';

/** Renting a drive-up unit: where, which size on which contract, the drop-off day, checkout. */
export interface DriveUpFunnelContext extends FunnelContextBase {
  /** The postcode the sites were found near. */
  postcode: string;
  sites: VsuSiteNear[];
  siteId: number | null;
  sizes: VsuSizeOffer[];
  vsuContract: VsuContract;
  unitSizeId: number | null;
  days: VsuAvailability['days'];
  dropOffDate: string | null;
  /** The choice is on the basket, with a unit held for it. */
  saved: boolean;
  insurancePrices: InsurancePrice[];
  coverageLimit: number | null;
}

/** What is kept between visits; the catalogue and cards are loaded again. */
const KEPT = [
  'customerId',
  'basketId',
  'postcode',
  'sites',
  'siteId',
  'sizes',
  'vsuContract',
  'unitSizeId',
  'dropOffDate',
  'saved',
  'coverageLimit',
] as const;
export type PersistedDriveUpFunnel = Pick<DriveUpFunnelContext, (typeof KEPT)[number]>;
export const persistedDriveUpFunnel = (context: DriveUpFunnelContext) => kept(context, KEPT);

export type DriveUpFunnelInput = KeptFunnelInput<PersistedDriveUpFunnel>;

function initialContext(input: DriveUpFunnelInput): DriveUpFunnelContext {
  return restored<DriveUpFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    postcode: '',
    sites: [],
    siteId: null,
    sizes: [],
    vsuContract: DEFAULT_VSU_CONTRACT as VsuContract,
    unitSizeId: null,
    days: [],
    dropOffDate: null,
    saved: false,
    insurancePrices: [],
    coverageLimit: null,
    cards: [],
    error: null,
  });
}

/** Whether a step's work is done, so a later step may be shown. The last step never is. */
export function driveUpStepIsDone(context: DriveUpFunnelContext, step: DriveUpStep): boolean {
  switch (step) {
    case 'location':
      return context.siteId !== null;
    case 'unit':
      return context.unitSizeId !== null;
    case 'date':
      return context.saved && context.basketId !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const driveUpLandingStep = landingOf(DRIVE_UP_FUNNEL, driveUpStepIsDone);

export type DriveUpFunnelEvent =
  | FunnelEvent<DriveUpStep>
  | { type: 'location.searched'; postcode: string }
  | { type: 'site.chosen'; siteId: number }
  | { type: 'unit.contractChanged'; months: VsuContract }
  | { type: 'unit.chosen'; unitSizeId: number }
  | { type: 'date.chosen'; date: string }
  | { type: 'insurance.chosen'; coverageLimit: number | null };

export interface SaveDriveUpInput {
  customerId: number;
  basketId: number | null;
  siteId: number;
  unitSizeId: number;
  vsuContract: VsuContract;
  dropOffDate: string;
}

export const driveUpFunnelMachine = setup({
  types: {
    context: {} as DriveUpFunnelContext,
    events: {} as DriveUpFunnelEvent,
    input: {} as DriveUpFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'checkoutStep'>,
  },
  actors: {
    /** `GET /vsu/sites/near/{postcode}` (185 when none is near). */
    findSites: appCall<VsuSitesNear, { postcode: string }>('drive-up funnel', 'findSites'),
    /** The sizes at the site, priced, with the units free from the first drop-off day. */
    loadSizes: appCall<VsuSizeOffer[], { siteId: number }>('drive-up funnel', 'loadSizes'),
    /** The size's free units on each day a drop-off can be booked. */
    loadDays: appCall<VsuAvailability['days'], { siteId: number; unitSizeId: number }>(
      'drive-up funnel',
      'loadDays',
    ),
    /** Puts the choice on the storage basket (created when there is none), holding a unit. */
    saveChoice: appCall<{ basketId: number }, SaveDriveUpInput>('drive-up funnel', 'saveChoice'),
    /** The kit's checkout step: cover levels and saved cards. */
    checkoutStep: checkoutStepMachine,
    saveCover: appCall<void, { basketId: number; coverageLimit: number | null }>(
      'drive-up funnel',
      'saveCover',
    ),
  },
  actions: {
    ...funnelActions<DriveUpFunnelContext, DriveUpFunnelEvent, DriveUpStep>(
      () => initialContext({}),
      // The next unit is likely looked for near the same place.
      ['postcode'],
    ),
  },
  guards: {
    ...funnelGuards(driveUpLandingStep),
    hasPostcode: ({ event }) => {
      assertEvent(event, 'location.searched');
      return event.postcode.trim() !== '';
    },
    hasSearched: ({ context }) => context.postcode !== '' && context.sites.length === 0,
    hasDay: ({ context }) => context.dropOffDate !== null && context.customerId !== null,
  },
}).createMachine({
  id: 'driveUpFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'location' } }, target: '.location' },
      { guard: { type: 'landsOn', params: { step: 'unit' } }, target: '.unit' },
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
    /** The unit was ordered and the funnel emptied; the next visit starts a new one. */
    placed: {},
    location: {
      entry: ['clearError', { type: 'navigate', params: { step: 'location' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'location' } } },
        'location.searched': {
          guard: 'hasPostcode',
          target: '.searching',
          actions: assign({ postcode: ({ event }) => event.postcode.trim(), error: null }),
        },
      },
      initial: 'checking',
      states: {
        /** Back on the step after a reload: the sites near the kept postcode are found again. */
        checking: {
          always: [{ guard: 'hasSearched', target: 'searching' }, { target: 'choosing' }],
        },
        searching: {
          tags: 'busy',
          invoke: {
            id: 'findSites',
            src: 'findSites',
            input: ({ context }) => ({ postcode: context.postcode }),
            onDone: {
              target: 'choosing',
              actions: assign({
                sites: ({ event }) => event.output.sites,
                postcode: ({ event }) => event.output.postcode,
              }),
            },
            onError: {
              target: 'choosing',
              actions: [assign({ sites: [] }), 'assignError'],
            },
          },
        },
        choosing: {
          on: {
            'site.chosen': {
              target: '#driveUpFunnel.unit',
              actions: assign({
                siteId: ({ event }) => event.siteId,
                unitSizeId: null,
                dropOffDate: null,
                saved: false,
              }),
            },
          },
        },
      },
    },
    unit: {
      entry: ['clearError', { type: 'navigate', params: { step: 'unit' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'unit' } } },
        'funnel.back': '#driveUpFunnel.location',
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadSizes',
            src: 'loadSizes',
            input: ({ context }) => ({ siteId: context.siteId ?? 0 }),
            onDone: { target: 'choosing', actions: assign({ sizes: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          on: {
            'unit.contractChanged': {
              actions: assign({ vsuContract: ({ event }) => event.months, saved: false }),
            },
            'unit.chosen': {
              target: '#driveUpFunnel.date',
              actions: assign({
                unitSizeId: ({ event }) => event.unitSizeId,
                dropOffDate: null,
                saved: false,
              }),
            },
          },
        },
      },
    },
    date: {
      entry: ['clearError', { type: 'navigate', params: { step: 'date' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'date' } } },
        'funnel.back': '#driveUpFunnel.unit',
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadDays',
            src: 'loadDays',
            input: ({ context }) => ({
              siteId: context.siteId ?? 0,
              unitSizeId: context.unitSizeId ?? 0,
            }),
            onDone: { target: 'choosing', actions: assign({ days: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: 'error',
          on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
        },
        choosing: {
          on: {
            'date.chosen': {
              actions: assign({
                dropOffDate: ({ event }) => event.date,
                saved: false,
                error: null,
              }),
            },
            'funnel.next': { guard: 'hasDay', target: 'saving' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveChoice',
            src: 'saveChoice',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
              siteId: context.siteId ?? 0,
              unitSizeId: context.unitSizeId ?? 0,
              vsuContract: context.vsuContract,
              dropOffDate: context.dropOffDate ?? '',
            }),
            onDone: {
              target: '#driveUpFunnel.checkout',
              actions: assign({ basketId: ({ event }) => event.output.basketId, saved: true }),
            },
            // The day may have filled meanwhile (198): the days are read again, and the
            // choice is not saved until a day is chosen and saved anew.
            onError: {
              target: 'loading',
              actions: [assign({ dropOffDate: null, saved: false }), 'assignError'],
            },
          },
        },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#driveUpFunnel.date',
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
            'insurance.chosen': {
              target: 'savingCover',
              actions: assign({ coverageLimit: ({ event }) => event.coverageLimit }),
            },
          },
        },
        savingCover: {
          tags: 'busy',
          invoke: {
            id: 'saveCover',
            src: 'saveCover',
            input: ({ context }) => ({
              basketId: context.basketId ?? 0,
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
