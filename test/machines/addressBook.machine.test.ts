import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address, AddressInput } from '../../src/domain/addresses';
import {
  addressBeingEdited,
  addressBookMachine,
  type SaveAddressInput,
} from '../../src/machines/addressBook.machine';

const home: Address = {
  addressId: 1,
  addressType: 'Home',
  addressLine1: 'Flat 1, 9 Rectory Grove',
  addressLine2: 'Clapham',
  town: 'London',
  county: '',
  postcode: 'SW4 7AB',
  countryCode: 'GB',
  notificationEmail: null,
  notificationPhone: null,
};
const work: Address = {
  ...home,
  addressId: 2,
  addressType: 'Work',
  addressLine1: '114 Essex Road',
};
const input: AddressInput = { ...home, addressLine1: '22 Wilton Way', postcode: 'E8 3RL' };

interface Fakes {
  loadAddresses?: () => Promise<Address[]>;
  saveAddress?: (input: SaveAddressInput) => Promise<Address[]>;
  deleteAddress?: (input: { customerId: number; addressId: number }) => Promise<Address[]>;
}

function start(fakes: Fakes = {}) {
  const calls = {
    loadAddresses: vi.fn(fakes.loadAddresses ?? (async () => [home, work])),
    saveAddress: vi.fn(fakes.saveAddress ?? (async () => [home, work, { ...input, addressId: 3 }])),
    deleteAddress: vi.fn(fakes.deleteAddress ?? (async () => [work])),
    announce: vi.fn(),
  };
  const machine = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise(() => calls.loadAddresses()),
      saveAddress: fromPromise(({ input }) => calls.saveAddress(input)),
      deleteAddress: fromPromise(({ input }) => calls.deleteAddress(input)),
    },
    actions: { announce: (_, params) => calls.announce(params) },
  });
  return { actor: createActor(machine, { input: { customerId: 7 } }).start(), calls };
}

const listing = (state: { matches: (value: 'listing') => boolean }) => state.matches('listing');

describe('address book machine', () => {
  it('lists the customer’s addresses', async () => {
    const { actor } = start();
    await waitFor(actor, listing);
    expect(actor.getSnapshot().context.addresses).toEqual([home, work]);
  });

  it('adds an address and shows the reloaded list', async () => {
    const { actor, calls } = start();
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.add' });
    expect(addressBeingEdited(actor.getSnapshot().context)).toBeUndefined();
    actor.send({ type: 'addressBook.save', address: input });
    await waitFor(actor, listing);
    expect(calls.saveAddress).toHaveBeenCalledWith({
      customerId: 7,
      addressId: null,
      address: input,
    });
    expect(actor.getSnapshot().context.addresses).toHaveLength(3);
    expect(calls.announce).toHaveBeenCalledWith({ message: 'Address saved' });
  });

  it('edits the chosen address', async () => {
    const { actor, calls } = start();
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.edit', addressId: 2 });
    expect(addressBeingEdited(actor.getSnapshot().context)).toEqual(work);
    actor.send({ type: 'addressBook.save', address: input });
    await waitFor(actor, listing);
    expect(calls.saveAddress).toHaveBeenCalledWith({ customerId: 7, addressId: 2, address: input });
  });

  it('a refused save keeps the form open with the message', async () => {
    const { actor } = start({
      saveAddress: async () => {
        throw new Error('Address cannot be found');
      },
    });
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.add' });
    actor.send({ type: 'addressBook.save', address: input });
    await waitFor(actor, (state) => state.matches('editing') && state.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('Address cannot be found');
  });

  it('deletes only after confirmation', async () => {
    const { actor, calls } = start();
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.delete', addressId: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'addressBook.cancel' });
    expect(calls.deleteAddress).not.toHaveBeenCalled();
    actor.send({ type: 'addressBook.delete', addressId: 1 });
    actor.send({ type: 'addressBook.confirmDelete' });
    await waitFor(actor, listing);
    expect(calls.deleteAddress).toHaveBeenCalledWith({ customerId: 7, addressId: 1 });
    expect(actor.getSnapshot().context.addresses).toEqual([work]);
    expect(calls.announce).toHaveBeenCalledWith({ message: 'Address deleted' });
  });

  it('an address that is not listed cannot be edited or deleted', async () => {
    const { actor } = start();
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.edit', addressId: 99 });
    actor.send({ type: 'addressBook.delete', addressId: 99 });
    expect(actor.getSnapshot().value).toBe('listing');
  });

  it('a failed delete keeps the list and shows the message', async () => {
    const { actor } = start({
      deleteAddress: async () => {
        throw new Error('Something went wrong');
      },
    });
    await waitFor(actor, listing);
    actor.send({ type: 'addressBook.delete', addressId: 1 });
    actor.send({ type: 'addressBook.confirmDelete' });
    await waitFor(actor, (state) => state.matches('listing') && state.context.error !== null);
    expect(actor.getSnapshot().context.addresses).toEqual([home, work]);
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const { actor } = start({
      loadAddresses: async () => {
        if (fail) throw new Error('Something went wrong');
        return [home];
      },
    });
    await waitFor(actor, (state) => state.matches('failed'));
    fail = false;
    actor.send({ type: 'addressBook.retry' });
    await waitFor(actor, listing);
    expect(actor.getSnapshot().context).toMatchObject({ addresses: [home], error: null });
  });
});
