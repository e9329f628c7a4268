import type { Box } from '../../src/domain/boxes';
import type { ShippingAddressDraft, ShippingCountryOffer } from '../../src/domain/shipping';
import type { ShippingFunnelInput } from '../../src/machines/shippingFunnel.machine';

const box: Box = {
  boxId: 5,
  boxTypeId: 14,
  status: 'WithLoveSpace',
  serviceType: null,
  boxDescription: null,
  parentBoxId: null,
  ownerType: 'lovespace',
  statusDate: null,
  openBooking: null,
};

const paris: ShippingAddressDraft = {
  fullName: 'Ada Lovelace',
  addressLine1: '12 rue de Rivoli',
  addressLine2: '',
  city: 'Paris',
  region: '',
  postalCode: '75001',
  countryCode: 'FR',
  phone: '+33 1 23 45 67 89',
};

const france: ShippingCountryOffer = {
  code: 'FR',
  name: 'France',
  zone: 'EU',
  pricePerBox: 45,
  transitDays: { min: 3, max: 5 },
  postalCodeLabel: 'Code postal',
  postalCodeExample: '75001',
};

const books = { category: 'books' as const, description: 'Novels', value: '120' };

export const inputs: ShippingFunnelInput[] = [
  {},
  { saved: { customerId: 7, boxIds: [5] } },
  {
    saved: {
      customerId: 7,
      basketId: 81,
      boxIds: [5],
      address: paris,
      declarations: { 5: books },
      dispatchDate: '2026-12-04',
      saved: { destination: true, customs: true, dispatch: true },
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'destination' },
  { type: 'funnel.stepRequested', step: 'customs' },
  { type: 'funnel.stepRequested', step: 'dispatch' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.boxesChosen', boxIds: [6] },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'destination.changed', address: paris },
  { type: 'destination.changed', address: { ...paris, countryCode: 'RU' } },
  { type: 'customs.changed', boxId: 5, declaration: books },
  { type: 'customs.changed', boxId: 6, declaration: books },
  {
    type: 'customs.changed',
    boxId: 5,
    declaration: { ...books, description: 'Lithium batteries' },
  },
  { type: 'dispatch.chosen', date: '2026-12-04' },
  {
    type: 'xstate.done.actor.loadDestinationStep',
    output: { basketId: 81, boxes: [box], countries: [france] },
  },
  { type: 'xstate.error.actor.loadDestinationStep', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveDestination', output: undefined },
  { type: 'xstate.error.actor.saveDestination', error: new Error("We don't ship to Russia") },
  { type: 'xstate.done.actor.saveDeclarations', output: undefined },
  { type: 'xstate.error.actor.saveDeclarations', error: new Error('Box 5: Aerosols refused') },
  { type: 'xstate.done.actor.loadDispatchDays', output: ['2026-12-04', '2026-12-07'] },
  { type: 'xstate.error.actor.loadDispatchDays', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveDispatch', output: undefined },
  { type: 'xstate.error.actor.saveDispatch', error: new Error('Choose another day') },
  { type: 'xstate.done.actor.loadCheckout', output: { cards: [] } },
  { type: 'xstate.error.actor.loadCheckout', error: new Error('Something went wrong') },
];

/** What is chosen and typed decides whether Continue goes on from each step. */
export const contextKey = ({
  customerId,
  boxIds,
  address,
  declarations,
  dispatchDate,
}: {
  customerId: number | null;
  boxIds: number[];
  address: ShippingAddressDraft;
  declarations: Record<number, { description: string }>;
  dispatchDate: string | null;
}) =>
  JSON.stringify([
    customerId,
    boxIds,
    address.countryCode,
    Object.entries(declarations).map(([id, d]) => `${id}:${d.description}`),
    dispatchDate,
  ]);
