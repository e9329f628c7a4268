import type { Address } from '../../src/domain/addresses';
import type { Box } from '../../src/domain/boxes';
import type { Timeslot } from '../../src/domain/timeslots';
import type { ReturnFunnelInput } from '../../src/machines/returnFunnel.machine';

const box: Box = {
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

const address: Address = {
  addressId: 12,
  addressType: 'Home',
  addressLine1: '1 High Street',
  addressLine2: '',
  town: 'Belfast',
  county: '',
  postcode: 'BT7 1JG',
  countryCode: 'GB',
  notificationEmail: null,
  notificationPhone: null,
};

const timeslot: Timeslot = {
  doorstepDate: '2030-03-04',
  startHour: 8,
  endHour: 13,
  available: true,
};

const contact = {
  notificationEmail: 'ada@example.com',
  notificationPhone: '+447700900123',
  returnReasonText: 'Moving house',
};

export const inputs: ReturnFunnelInput[] = [
  {},
  { selection: [1] },
  {
    saved: {
      customerId: 7,
      boxIds: [1],
      savedBoxIds: [1],
      boxes: [box],
      basketId: 41,
      address,
      addressDraft: address,
      roomReturn: true,
      floorDetails: 'Second floor',
      roomReturnPrice: 25,
      longDistanceSurcharge: 35,
      timeslot,
      contact,
      summaryConfirmed: true,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'address' },
  { type: 'funnel.stepRequested', step: 'timeslot' },
  { type: 'funnel.stepRequested', step: 'contact' },
  { type: 'funnel.stepRequested', step: 'summary' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.boxesChosen', boxIds: [2] },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7, email: 'ada@example.com', phone: '+447700900123' },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'boxes.toggled', boxId: 1 },
  { type: 'address.chosen', address },
  { type: 'roomReturn.changed', roomReturn: false },
  { type: 'roomReturn.floorDetailsChanged', floorDetails: 'Ground floor' },
  { type: 'contact.submitted', contact },
  {
    type: 'xstate.done.actor.loadAddressStep',
    output: {
      basketId: 41,
      boxes: [box, { ...box, boxId: 2 }],
      addresses: [address],
      roomReturnPrice: 25,
      returnCities: [{ cityId: 1, name: 'London', countryCode: 'GB' }],
    },
  },
  { type: 'xstate.error.actor.loadAddressStep', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveItems', output: undefined },
  {
    type: 'xstate.error.actor.saveItems',
    error: new Error('Detained items cannot be returned, please call customer services'),
  },
  { type: 'xstate.done.actor.quoteSurcharge', output: 35 },
  { type: 'xstate.error.actor.quoteSurcharge', error: new Error('Something went wrong') },
  { type: 'roomReturn.changed', roomReturn: true },
  { type: 'xstate.done.actor.saveRoomReturn', output: undefined },
  { type: 'xstate.error.actor.saveRoomReturn', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveAddress', output: { address, longDistanceSurcharge: 35 } },
  { type: 'xstate.error.actor.saveAddress', error: new Error('Address cannot be found') },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot, fasd: '2030-03-04', timeslots: [timeslot] },
  },
  { type: 'xstate.done.actor.saveContact', output: contact },
  { type: 'xstate.error.actor.saveContact', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.checkoutStep', output: { cards: [] } },
];

/** A change made from the summary comes back to it. */
export const contextKey = ({ returnToSummary }: { returnToSummary: boolean }) => returnToSummary;
