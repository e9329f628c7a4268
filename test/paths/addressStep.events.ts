import type { AddressStepInput } from '../../src/machines/addressStep.machine';
import { SAVED_HOME as home, NEW_ADDRESS } from '../fixtures/addresses';

export const inputs: AddressStepInput[] = [
  { customerId: 7, saved: null },
  { customerId: 7, saved: home },
];

export const events = [
  { type: 'address.chosen', address: home },
  { type: 'address.chosen', address: NEW_ADDRESS },
  { type: 'funnel.next' },
  { type: 'funnel.retry' },
  { type: 'xstate.done.actor.loadAddresses', output: [home] },
  { type: 'xstate.error.actor.loadAddresses', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveAddress', output: { address: home } },
  // The order's save also says whether our own vans collect there.
  { type: 'xstate.done.actor.saveAddress', output: { address: home, inHouseCollection: true } },
  { type: 'xstate.error.actor.saveAddress', error: new Error('Address cannot be found') },
];

/** Whether an address is chosen decides whether Continue goes on. */
export const contextKey = ({ draft }: { draft: unknown }) => (draft === null ? 'none' : 'address');
