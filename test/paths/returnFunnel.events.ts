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

/** What the box address step ends with, named as the funnel's fields. */
const chosen = {
  basketId: 41,
  boxes: [box, { ...box, boxId: 2 }],
  boxIds: [1],
  savedBoxIds: [1],
  address,
  roomReturn: false,
  floorDetails: '',
  roomReturnPrice: 25,
  longDistanceSurcharge: 35,
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
  { type: 'contact.submitted', contact },
  // The kit's box address step ends: a room return to a new address, or the same address.
  {
    type: 'xstate.done.actor.boxAddressStep',
    output: { ...chosen, roomReturn: true, floorDetails: 'Second floor', changed: true },
  },
  { type: 'xstate.done.actor.boxAddressStep', output: { ...chosen, changed: false } },
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
