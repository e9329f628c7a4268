import { assign, setup } from 'xstate';
import type { Address, AddressInput } from '../domain/addresses';
import type { Box } from '../domain/boxes';
import { type BoxJob, jobSelection, surchargeDestination } from '../domain/returns';
import type { ReturnCity } from '../domain/support';
import { appCall, boxChoiceActions, boxChoiceGuards, errorActions } from './funnelKit';

/**
 * The address step of a job on boxes the customer has (a return, a collection; part of the
 * funnel kit): the job's basket is opened and the boxes on its side loaded with the saved
 * addresses; the boxes ticked go on the basket at once (a detained one is reported, 88); an
 * address is chosen or found by postcode; Continue, with a box and an address, saves both.
 * A return's paid choices (`paidChoices`) go on the basket as they are made, so the running
 * total is the server's: the address chosen (its long-distance surcharge quoted first for an
 * address kept from before) and room return, whose floor and room Continue then needs.
 * The funnel invokes it as `boxAddressStep` once the session is known and goes on with what
 * it ends with, named as the funnel's fields (and whether the address changed, so a time held
 * for the old one is given up). Back and the step requests stay with the funnel.
 */
export type BoxAddressChoice = Address | AddressInput;

export interface BoxAddressStepInput {
  customerId: number;
  basketId: number | null;
  job: BoxJob;
  /** The boxes chosen so far (in My stuff, or on an earlier visit). */
  boxIds: number[];
  /** The address on the funnel's basket before, chosen again. */
  address: Address | null;
  roomReturn: boolean;
  floorDetails: string;
  /** The address and room return are priced: each is saved on the basket as it is chosen. */
  paidChoices: boolean;
}

/** The surcharge quoted for the address being chosen, before it is saved. */
export interface SurchargeQuote {
  /** The address id, or the postcode of a new address. */
  destination: string;
  /** Null when it could not be had; the saved address's surcharge is shown later. */
  amount: number | null;
}

export interface BoxAddressStepContext extends BoxAddressStepInput {
  boxes: Box[];
  /** The boxes last saved on the basket. */
  savedBoxIds: number[];
  addresses: Address[];
  draft: BoxAddressChoice | null;
  /** An address other than the one the basket had was saved (a held time is given up). */
  changed: boolean;
  roomReturnPrice: number | null;
  returnCities: ReturnCity[];
  surchargeQuote: SurchargeQuote | null;
  longDistanceSurcharge: number;
  error: string | null;
}

/** What the step ends with, named as the funnel's fields, and whether the address changed. */
export type BoxAddressStepOutput = Pick<
  BoxAddressStepContext,
  | 'basketId'
  | 'boxes'
  | 'boxIds'
  | 'savedBoxIds'
  | 'roomReturn'
  | 'floorDetails'
  | 'roomReturnPrice'
  | 'longDistanceSurcharge'
  | 'changed'
> & { address: Address };

export type BoxAddressStepEvent =
  | { type: 'boxes.toggled'; boxId: number }
  | { type: 'address.chosen'; address: BoxAddressChoice }
  | { type: 'roomReturn.changed'; roomReturn: boolean }
  | { type: 'roomReturn.floorDetailsChanged'; floorDetails: string }
  | { type: 'funnel.next' }
  | { type: 'funnel.retry' };

export interface SaveBoxAddressInput {
  customerId: number;
  basketId: number;
  boxIds: number[];
  address: BoxAddressChoice;
  roomReturn: boolean;
  floorDetails: string | null;
  /** The address changed: a time held for the old one is given up. */
  clearTimeslot: boolean;
}

const isChange = (draft: BoxAddressChoice, address: Address | null) =>
  !('addressId' in draft) || draft.addressId !== address?.addressId;

/** Saving the chosen address (with the boxes and room return) on the basket. */
function saveInput({ context }: { context: BoxAddressStepContext }): SaveBoxAddressInput {
  const draft = context.draft as BoxAddressChoice;
  return {
    customerId: context.customerId,
    basketId: context.basketId ?? 0,
    boxIds: context.boxIds,
    address: draft,
    roomReturn: context.roomReturn,
    floorDetails: context.roomReturn ? context.floorDetails.trim() : null,
    clearTimeslot: isChange(draft, context.address),
  };
}

const quoteFor = (context: BoxAddressStepContext, amount: number | null) => ({
  destination: context.draft ? surchargeDestination(context.draft) : '',
  amount,
});

export const boxAddressStepMachine = setup({
  types: {
    context: {} as BoxAddressStepContext,
    events: {} as BoxAddressStepEvent,
    input: {} as BoxAddressStepInput,
    output: {} as BoxAddressStepOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The basket (opened when there is none), the boxes (those chosen, if any), the addresses. */
    loadStep: appCall<
      {
        basketId: number;
        boxes: Box[];
        addresses: Address[];
        roomReturnPrice?: number;
        returnCities?: ReturnCity[];
      },
      { customerId: number; basketId: number | null; boxIds: number[] }
    >('box address step', 'loadStep'),
    /** The boxes on the basket (another customer's is 404, a detained one 88). */
    saveItems: appCall<void, { basketId: number; boxIds: number[] }>(
      'box address step',
      'saveItems',
    ),
    /** The surcharge to an address id or postcode, for the basket. */
    quoteSurcharge: appCall<number, { basketId: number; destination: string }>(
      'box address step',
      'quoteSurcharge',
    ),
    /** Room return alone on the basket: the running total is asked again. */
    saveRoomReturn: appCall<void, { basketId: number; roomReturn: boolean }>(
      'box address step',
      'saveRoomReturn',
    ),
    /** Saves a new address, then the boxes, the address (and room return) on the basket. */
    saveAddress: appCall<{ address: Address; longDistanceSurcharge?: number }, SaveBoxAddressInput>(
      'box address step',
      'saveAddress',
    ),
  },
  actions: {
    ...errorActions<BoxAddressStepContext, BoxAddressStepEvent>(),
    ...boxChoiceActions<BoxAddressStepContext, BoxAddressStepEvent>(),
    /** What the save answered: the address as saved, its surcharge, the boxes it was saved with. */
    takeSavedAddress: assign(
      ({ context }, saved: { address: Address; longDistanceSurcharge?: number }) => ({
        address: saved.address,
        draft: saved.address,
        // A time offered for another address may not be served at this one.
        changed: context.changed || isChange(saved.address, context.address),
        longDistanceSurcharge: saved.longDistanceSurcharge ?? 0,
        savedBoxIds: context.boxIds,
      }),
    ),
    assignDraft: assign(({ event }) =>
      event.type === 'address.chosen' ? { draft: event.address } : {},
    ),
    assignRoomReturn: assign(({ event }) =>
      event.type === 'roomReturn.changed' ? { roomReturn: event.roomReturn } : {},
    ),
  },
  guards: {
    ...boxChoiceGuards<BoxAddressStepContext>(),
    paidChoices: ({ context }) => context.paidChoices,
    needsQuote: ({ context }) =>
      context.paidChoices &&
      context.draft !== null &&
      surchargeDestination(context.draft) !== '' &&
      context.surchargeQuote?.destination !== surchargeDestination(context.draft),
    canLeave: ({ context }) =>
      context.boxIds.length > 0 &&
      context.draft !== null &&
      (!context.roomReturn || context.floorDetails.trim() !== ''),
  },
}).createMachine({
  id: 'boxAddressStep',
  context: ({ input }) => ({
    ...input,
    boxes: [],
    savedBoxIds: [],
    addresses: [],
    draft: input.address,
    changed: false,
    roomReturnPrice: null,
    returnCities: [],
    surchargeQuote: null,
    longDistanceSurcharge: 0,
    error: null,
  }),
  on: {
    // Chosen while a call is under way: kept, and saved with Continue.
    'address.chosen': { actions: 'assignDraft' },
    'roomReturn.changed': { actions: 'assignRoomReturn' },
    'roomReturn.floorDetailsChanged': {
      actions: assign({ floorDetails: ({ event }) => event.floorDetails }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadStep',
        src: 'loadStep',
        input: ({ context }) => ({
          customerId: context.customerId,
          basketId: context.basketId,
          boxIds: context.boxIds,
        }),
        onDone: {
          target: 'checkingBoxes',
          actions: assign(({ context, event }) => {
            // Only boxes this job can take stay chosen; the others are reported.
            const chosen = jobSelection(context.job, context.boxIds, event.output.boxes);
            return {
              basketId: event.output.basketId,
              boxes: event.output.boxes,
              addresses: event.output.addresses,
              roomReturnPrice: event.output.roomReturnPrice ?? null,
              returnCities: event.output.returnCities ?? [],
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
        input: ({ context }) => ({ basketId: context.basketId ?? 0, boxIds: context.boxIds }),
        onDone: {
          target: 'checkingQuote',
          actions: assign({ savedBoxIds: ({ context }) => context.boxIds }),
        },
        onError: { target: 'checkingQuote', actions: 'assignError' },
      },
    },
    /** The customer's turn while the surcharge is asked for: going on does not wait for it. */
    quotingSurcharge: {
      invoke: {
        id: 'quoteSurcharge',
        src: 'quoteSurcharge',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          destination: quoteFor(context, null).destination,
        }),
        onDone: {
          target: 'choosing',
          actions: assign({
            surchargeQuote: ({ context, event }) => quoteFor(context, event.output),
          }),
        },
        onError: {
          target: 'choosing',
          actions: assign({ surchargeQuote: ({ context }) => quoteFor(context, null) }),
        },
      },
      on: {
        'address.chosen': { guard: 'paidChoices', target: 'savingChoice', actions: 'assignDraft' },
        'boxes.toggled': { target: 'checkingBoxes', actions: 'toggleBox' },
        'roomReturn.changed': {
          guard: 'paidChoices',
          target: 'savingRoomReturn',
          actions: 'assignRoomReturn',
        },
        'funnel.next': { guard: 'canLeave', target: 'savingAddress' },
      },
    },
    choosing: {
      on: {
        // A paid choice goes on the basket at once: the running total is the server's.
        'address.chosen': { guard: 'paidChoices', target: 'savingChoice', actions: 'assignDraft' },
        'boxes.toggled': { target: 'checkingBoxes', actions: 'toggleBox' },
        'roomReturn.changed': {
          guard: 'paidChoices',
          target: 'savingRoomReturn',
          actions: 'assignRoomReturn',
        },
        'funnel.next': { guard: 'canLeave', target: 'savingAddress' },
      },
    },
    /** The address chosen is saved on the basket, so its surcharge is in the total. */
    savingChoice: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: saveInput,
        onDone: {
          target: 'choosing',
          actions: [
            { type: 'takeSavedAddress', params: ({ event }) => event.output },
            assign(({ event }) => ({
              surchargeQuote: {
                destination: surchargeDestination(event.output.address),
                amount: event.output.longDistanceSurcharge ?? 0,
              },
            })),
          ],
        },
        onError: { target: 'choosing', actions: 'assignError' },
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
        onError: { target: 'checkingQuote', actions: 'assignError' },
      },
    },
    savingAddress: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: saveInput,
        onDone: {
          target: 'saved',
          actions: { type: 'takeSavedAddress', params: ({ event }) => event.output },
        },
        onError: { target: 'choosing', actions: 'assignError' },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({
    basketId: context.basketId,
    boxes: context.boxes,
    boxIds: context.boxIds,
    savedBoxIds: context.savedBoxIds,
    address: context.address as Address,
    roomReturn: context.roomReturn,
    floorDetails: context.floorDetails,
    roomReturnPrice: context.roomReturnPrice,
    longDistanceSurcharge: context.longDistanceSurcharge,
    changed: context.changed,
  }),
});
