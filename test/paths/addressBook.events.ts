import type { Address } from '../../src/domain/addresses';

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

export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'addressBook.add' },
  { type: 'addressBook.edit', addressId: 1 },
  {
    type: 'addressBook.save',
    address: { ...home, addressLine1: '22 Wilton Way', postcode: 'E8 3RL' },
  },
  { type: 'addressBook.cancel' },
  { type: 'addressBook.delete', addressId: 1 },
  { type: 'addressBook.confirmDelete' },
  { type: 'addressBook.retry' },
  { type: 'addressBook.errorDismissed' },
  { type: 'xstate.done.actor.loadAddresses', output: [home] },
  { type: 'xstate.error.actor.loadAddresses', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveAddress', output: [home] },
  { type: 'xstate.error.actor.saveAddress', error: new Error('Address cannot be found') },
  { type: 'xstate.done.actor.deleteAddress', output: [] },
  { type: 'xstate.error.actor.deleteAddress', error: new Error('Something went wrong') },
];
