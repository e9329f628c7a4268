import type { Box } from '../../src/domain/boxes';
import type { StoragePrices } from '../../src/domain/prices';
import type { Timeslot } from '../../src/domain/timeslots';
import type { CollectionFunnelInput } from '../../src/machines/collectionFunnel.machine';
import { SAVED_HOME as address } from '../fixtures/addresses';

const box: Box = {
  boxId: 5,
  boxTypeId: 48,
  status: 'WithCustomer',
  serviceType: null,
  boxDescription: 'Kitchen things',
  parentBoxId: null,
  ownerType: 'lovespace',
  statusDate: null,
  openBooking: null,
};

const timeslot: Timeslot = {
  doorstepDate: '2030-03-04',
  startHour: 8,
  endHour: 13,
  available: true,
};

const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: { '48': { '1': { '1': 8 } } },
};

/** What the box address step ends with, named as the funnel's fields. */
const chosen = {
  basketId: 51,
  boxes: [box, { ...box, boxId: 6 }],
  boxIds: [5],
  savedBoxIds: [5],
  address,
  roomReturn: false,
  floorDetails: '',
  roomReturnPrice: null,
  longDistanceSurcharge: 0,
};

export const inputs: CollectionFunnelInput[] = [
  {},
  { selection: [5] },
  {
    saved: {
      customerId: 7,
      boxIds: [5],
      savedBoxIds: [5],
      boxes: [box],
      basketId: 51,
      address,
      timeslot,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'address' },
  { type: 'funnel.stepRequested', step: 'timeslot' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.boxesChosen', boxIds: [6] },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'terms.monthsChanged', months: 3 },
  { type: 'insurance.chosen', coverageLimit: 1000 },
  // The kit's box address step ends: with a new address, or the one the basket had.
  { type: 'xstate.done.actor.boxAddressStep', output: { ...chosen, changed: true } },
  { type: 'xstate.done.actor.boxAddressStep', output: { ...chosen, changed: false } },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot, fasd: '2030-03-04', timeslots: [timeslot] },
  },
  {
    type: 'xstate.done.actor.checkoutStep',
    output: {
      prices,
      insurancePrices: [{ coverageLimit: 1000, monthlyPrice: 2 }],
      cards: [],
    },
  },
  { type: 'xstate.done.actor.saveTerms', output: undefined },
  { type: 'xstate.error.actor.saveTerms', error: new Error('Something went wrong') },
];

/** A change made from checkout comes back to it. */
export const contextKey = ({ returnToCheckout }: { returnToCheckout: boolean }) => returnToCheckout;
