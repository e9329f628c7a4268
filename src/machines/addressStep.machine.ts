import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressInput } from '../domain/addresses';
import { notProvided } from './actorErrors';
import { errorActions } from './funnelKit';

/**
 * The address step of the funnels whose job comes to one address (materials on their own,
 * the packing service, shipping from home; part of the funnel kit): the customer's saved
 * addresses are loaded, one is chosen or a new one found by postcode, and it is saved and put
 * on the funnel's basket. The funnel invokes it as `addressStep` on entering its address step
 * and goes on when it is done, with the saved address and whether it changed (a window held
 * for the old one is then given up). Back stays with the funnel.
 */
export type AddressChoice = Address | AddressInput;

export interface AddressStepInput {
  customerId: number;
  /** The address on the funnel's basket before, chosen again. */
  saved: Address | null;
}

export interface AddressStepContext extends AddressStepInput {
  addresses: Address[];
  /** The address chosen, before it is saved. */
  draft: AddressChoice | null;
  /** What the save learnt: whether our own vans collect there (null when it did not ask). */
  inHouseCollection: boolean | null;
  error: string | null;
}

export interface AddressStepOutput {
  address: Address;
  /** True when it is not the address saved before. */
  changed: boolean;
  /** Whether our own vans collect there, when the funnel's save asks (Saturday collections). */
  inHouseCollection: boolean | null;
}

export type AddressStepEvent =
  | { type: 'address.chosen'; address: AddressChoice }
  | { type: 'funnel.next' }
  | { type: 'funnel.retry' };

/** Whether the chosen address is another than the one saved before. */
function isChange(draft: AddressChoice, saved: Address | null): boolean {
  return !('addressId' in draft) || draft.addressId !== saved?.addressId;
}

export const addressStepMachine = setup({
  types: {
    context: {} as AddressStepContext,
    events: {} as AddressStepEvent,
    input: {} as AddressStepInput,
    output: {} as AddressStepOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The customer's saved addresses. */
    loadAddresses: fromPromise<Address[], { customerId: number }>(async () => {
      throw notProvided('address step', 'loadAddresses');
    }),
    /** Saves a new address, then puts it on the funnel's basket. */
    saveAddress: fromPromise<
      { address: Address; inHouseCollection?: boolean },
      { customerId: number; address: AddressChoice; changed: boolean }
    >(async () => {
      throw notProvided('address step', 'saveAddress');
    }),
  },
  actions: {
    ...errorActions<AddressStepContext, AddressStepEvent>(),
  },
  guards: {
    hasChosen: ({ context }) => context.draft !== null,
  },
}).createMachine({
  id: 'addressStep',
  context: ({ input }) => ({
    ...input,
    addresses: [],
    draft: input.saved,
    inHouseCollection: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'choosing',
          actions: assign({ addresses: ({ event }) => event.output }),
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
        'address.chosen': {
          actions: assign({ draft: ({ event }) => event.address, error: null }),
        },
        'funnel.next': { guard: 'hasChosen', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => {
          const draft = context.draft as AddressChoice;
          return {
            customerId: context.customerId,
            address: draft,
            changed: isChange(draft, context.saved),
          };
        },
        onDone: {
          target: 'saved',
          actions: assign({
            draft: ({ event }) => event.output.address,
            inHouseCollection: ({ event }) => event.output.inHouseCollection ?? null,
          }),
        },
        onError: { target: 'choosing', actions: 'assignError' },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({
    address: context.draft as Address,
    changed: isChange(context.draft as Address, context.saved),
    inHouseCollection: context.inHouseCollection,
  }),
});
