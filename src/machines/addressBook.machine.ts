import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Address, AddressInput } from '../domain/addresses';
import { messageOf, notProvided } from './actorErrors';

export interface AddressBookContext {
  customerId: number;
  addresses: Address[];
  /** The address open in the form; null while adding a new one. */
  editingId: number | null;
  /** The address waiting for the customer to confirm its deletion. */
  pendingDeleteId: number | null;
  /** A failed load or delete, shown in a red alert. */
  error: string | null;
  /** A failed save, shown on the form that was sent. */
  formError: string | null;
}

export type AddressBookEvent =
  | { type: 'addressBook.add' }
  | { type: 'addressBook.edit'; addressId: number }
  | { type: 'addressBook.save'; address: AddressInput }
  | { type: 'addressBook.cancel' }
  | { type: 'addressBook.delete'; addressId: number }
  | { type: 'addressBook.confirmDelete' }
  | { type: 'addressBook.retry' }
  | { type: 'addressBook.errorDismissed' };

export interface SaveAddressInput {
  customerId: number;
  /** Null to create a new address. */
  addressId: number | null;
  address: AddressInput;
}

export function addressBeingEdited(context: AddressBookContext): Address | undefined {
  return context.addresses.find((address) => address.addressId === context.editingId);
}

/**
 * The customer's saved addresses: listed, then added, edited or deleted (after a confirmation),
 * each change answered with the reloaded list.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as { customerId: number },
    tags: {} as 'busy',
  },
  actors: {
    /** `GET /addresses/{customerId}`. */
    loadAddresses: fromPromise<Address[], { customerId: number }>(async () => {
      throw notProvided('address book', 'loadAddresses');
    }),
    /** `POST /address/{customerId}` or `PUT /address/{id}`, then the list again. */
    saveAddress: fromPromise<Address[], SaveAddressInput>(async () => {
      throw notProvided('address book', 'saveAddress');
    }),
    /** `DELETE /address/{id}`, then the list again. */
    deleteAddress: fromPromise<Address[], { customerId: number; addressId: number }>(async () => {
      throw notProvided('address book', 'deleteAddress');
    }),
  },
  actions: {
    /** A short confirmation ('Address saved', 'Address deleted'). */
    announce: (_, _params: { message: string }) => {},
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, ['addressBook.edit', 'addressBook.delete']);
      return context.addresses.some((address) => address.addressId === event.addressId);
    },
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    customerId: input.customerId,
    addresses: [],
    editingId: null,
    pendingDeleteId: null,
    error: null,
    formError: null,
  }),
  initial: 'loading',
  on: {
    'addressBook.errorDismissed': { actions: assign({ error: null }) },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: {
          target: 'listing',
          actions: assign({ addresses: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      on: {
        'addressBook.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    listing: {
      on: {
        'addressBook.add': {
          target: 'editing',
          actions: assign({ editingId: null, formError: null, error: null }),
        },
        'addressBook.edit': {
          guard: 'isListed',
          target: 'editing',
          actions: assign({
            editingId: ({ event }) => event.addressId,
            formError: null,
            error: null,
          }),
        },
        'addressBook.delete': {
          guard: 'isListed',
          target: 'confirmingDelete',
          actions: assign({ pendingDeleteId: ({ event }) => event.addressId, error: null }),
        },
      },
    },
    editing: {
      on: {
        'addressBook.save': { target: 'saving', actions: assign({ formError: null }) },
        'addressBook.cancel': {
          target: 'listing',
          actions: assign({ editingId: null, formError: null }),
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => {
          assertEvent(event, 'addressBook.save');
          return {
            customerId: context.customerId,
            addressId: context.editingId,
            address: event.address,
          };
        },
        onDone: {
          target: 'listing',
          actions: [
            assign({ addresses: ({ event }) => event.output, editingId: null }),
            { type: 'announce', params: { message: 'Address saved' } },
          ],
        },
        onError: {
          // Back to the form with what was typed, and the server's reason above it.
          target: 'editing',
          actions: assign({ formError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'addressBook.confirmDelete': 'deleting',
        'addressBook.cancel': { target: 'listing', actions: assign({ pendingDeleteId: null }) },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({
          customerId: context.customerId,
          addressId: context.pendingDeleteId ?? 0,
        }),
        onDone: {
          target: 'listing',
          actions: [
            assign({ addresses: ({ event }) => event.output, pendingDeleteId: null }),
            { type: 'announce', params: { message: 'Address deleted' } },
          ],
        },
        onError: {
          target: 'listing',
          actions: assign({
            pendingDeleteId: null,
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
  },
});
