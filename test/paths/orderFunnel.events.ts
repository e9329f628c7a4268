import type { Address } from '../../src/domain/addresses';
import type { StoragePrices } from '../../src/domain/prices';
import type { Timeslot } from '../../src/domain/timeslots';
import type { OrderFunnelInput } from '../../src/machines/orderFunnel.machine';
import { NO_PACKING, type PackingChoice } from '../../src/machines/packingStep.machine';

const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: { '48': { '1': { '1': 8, '6': 6 } } },
};

const address: Address = {
  addressId: 12,
  addressType: 'Home',
  addressLine1: '1 High Street',
  addressLine2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS1 4AP',
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

/** Packers for two rooms, on a day before the collection. */
const packers: PackingChoice = {
  wanted: true,
  rooms: 2,
  boxes: null,
  materialsIncluded: true,
  timeslot: { ...timeslot, doorstepDate: '2030-03-01' },
};

const boxes = { boxes: [{ boxTypeId: 48, quantity: 3 }], months: 6 };

export const inputs: OrderFunnelInput[] = [
  {},
  { saved: { client: boxes as never, customerId: 7 } },
  {
    saved: {
      client: boxes as never,
      customerId: 7,
      basketId: 41,
      address,
      timeslot,
      materialsConfirmed: true,
      packingConfirmed: true,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'pricing' },
  { type: 'funnel.stepRequested', step: 'collectionAddress' },
  { type: 'funnel.stepRequested', step: 'collectionTimeslot' },
  { type: 'funnel.stepRequested', step: 'materialsSelection' },
  { type: 'funnel.stepRequested', step: 'packing' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'pricing.quantityChanged', boxTypeId: 48, quantity: 3 },
  { type: 'pricing.monthsChanged', months: 6 },
  // The kit's materials step tells each change (the customer's choice is made there).
  { type: 'materialsStep.changed', basketId: 41, items: [{ materialId: 5, quantity: 1 }] },
  // The kit's packing step tells each change, and ends with packers ready or none.
  { type: 'packingStep.changed', basketId: 41, packing: { ...NO_PACKING, wanted: true } },
  { type: 'packingStep.changed', basketId: 41, packing: packers },
  { type: 'xstate.done.actor.packingStep', output: { basketId: 41, packing: NO_PACKING } },
  { type: 'xstate.done.actor.packingStep', output: { basketId: 41, packing: packers } },
  { type: 'insurance.chosen', coverageLimit: 1000 },
  { type: 'promo.submitted', code: 'WELCOME10' },
  { type: 'promo.removed' },
  { type: 'xstate.done.actor.loadPrices', output: prices },
  { type: 'xstate.error.actor.loadPrices', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveStorage', output: { basketId: 41 } },
  { type: 'xstate.error.actor.saveStorage', error: new Error('Something went wrong') },
  // The kit's address step ends with the address saved with the collection.
  {
    type: 'xstate.done.actor.addressStep',
    output: { address, changed: true, inHouseCollection: true },
  },
  {
    type: 'xstate.done.actor.addressStep',
    output: { address, changed: false, inHouseCollection: false },
  },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot, fasd: '2030-03-04', timeslots: [timeslot] },
  },
  { type: 'xstate.done.actor.materialsStep', output: { basketId: 41, items: [] } },
  {
    type: 'xstate.done.actor.checkoutStep',
    output: {
      insurancePrices: [{ coverageLimit: 1000, monthlyPrice: 2 }],
      cards: [],
      prices,
    },
  },
  {
    type: 'xstate.done.actor.checkPromotion',
    output: {
      valid: true,
      promoCode: 'WELCOME10',
      discountType: 'percentage',
      amount: 10,
      description: '10% off',
    },
  },
  { type: 'xstate.error.actor.checkPromotion', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.quoteStorage', output: { total: 48, lineItems: [] } },
  { type: 'xstate.error.actor.quoteStorage', error: new Error('Unknown error has occurred') },
];

/** Who is ordering and whether boxes are chosen decide where Continue goes from pricing. */
export const contextKey = ({
  customerId,
  client,
}: {
  customerId: number | null;
  client: { boxes: unknown[] };
}) => [customerId !== null, client.boxes.length > 0];
