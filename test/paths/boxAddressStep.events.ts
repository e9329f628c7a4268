import type { Box } from '../../src/domain/boxes';
import type { BoxAddressStepInput } from '../../src/machines/boxAddressStep.machine';
import { SAVED_HOME as home, NEW_ADDRESS } from '../fixtures/addresses';

const stored: Box = {
  boxId: 1,
  boxTypeId: 14,
  status: 'WithLoveSpace',
  serviceType: null,
  boxDescription: 'Winter coats',
  parentBoxId: null,
  ownerType: 'lovespace',
  statusDate: null,
  openBooking: null,
};
const atHome: Box = { ...stored, boxId: 5, status: 'WithCustomer' };

const job = { customerId: 7, basketId: null, roomReturn: false, floorDetails: '' };

export const inputs: BoxAddressStepInput[] = [
  { ...job, job: 'return', boxIds: [], address: null, paidChoices: true },
  { ...job, job: 'return', boxIds: [1], address: home, paidChoices: true, basketId: 41 },
  { ...job, job: 'collection', boxIds: [5], address: null, paidChoices: false },
];

export const events = [
  { type: 'boxes.toggled', boxId: 1 },
  { type: 'address.chosen', address: home },
  { type: 'address.chosen', address: NEW_ADDRESS },
  { type: 'roomReturn.changed', roomReturn: true },
  { type: 'roomReturn.floorDetailsChanged', floorDetails: 'Second floor' },
  { type: 'funnel.next' },
  { type: 'funnel.retry' },
  {
    type: 'xstate.done.actor.loadStep',
    output: {
      basketId: 41,
      boxes: [stored, { ...stored, boxId: 2 }, atHome],
      addresses: [home],
      roomReturnPrice: 25,
      returnCities: [{ cityId: 1, name: 'London', countryCode: 'GB' }],
    },
  },
  { type: 'xstate.error.actor.loadStep', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveItems', output: undefined },
  {
    type: 'xstate.error.actor.saveItems',
    error: new Error('Detained items cannot be returned, please call customer services'),
  },
  { type: 'xstate.done.actor.quoteSurcharge', output: 35 },
  { type: 'xstate.error.actor.quoteSurcharge', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveRoomReturn', output: undefined },
  { type: 'xstate.error.actor.saveRoomReturn', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveAddress', output: { address: home, longDistanceSurcharge: 35 } },
  { type: 'xstate.error.actor.saveAddress', error: new Error('Address cannot be found') },
];

/** What is chosen decides where Continue goes and whether a surcharge is asked for. */
export const contextKey = ({
  boxIds,
  draft,
  roomReturn,
  floorDetails,
  surchargeQuote,
}: {
  boxIds: number[];
  draft: unknown;
  roomReturn: boolean;
  floorDetails: string;
  surchargeQuote: unknown;
}) =>
  JSON.stringify([
    boxIds,
    draft === null,
    roomReturn,
    floorDetails !== '',
    surchargeQuote === null,
  ]);
