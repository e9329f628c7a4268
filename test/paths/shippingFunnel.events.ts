import { BoxTypeId } from '../../src/domain/box-types';
import type { Box } from '../../src/domain/boxes';
import {
  type ShippingAddressDraft,
  type ShippingSource,
  shipmentItems,
} from '../../src/domain/shipping';
import type { Timeslot } from '../../src/domain/timeslots';
import type { ShippingFunnelInput } from '../../src/machines/shippingFunnel.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { FRANCE as france, PARIS as paris } from '../fixtures/shipping';

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

const books = { category: 'books' as const, description: 'Novels', value: '120' };

const morning: Timeslot = {
  doorstepDate: '2026-12-07',
  startHour: 8,
  endHour: 13,
  available: true,
};

const LARGE = BoxTypeId.LargeBox;

export const inputs: ShippingFunnelInput[] = [
  {},
  { saved: { customerId: 7, boxIds: [5] } },
  {
    saved: {
      customerId: 7,
      basketId: 81,
      boxIds: [5],
      destination: paris,
      declarations: { 5: books },
      dispatchDate: '2026-12-04',
      saved: { destination: true, customs: true, dispatch: true },
    },
  },
  {
    saved: {
      customerId: 7,
      basketId: 81,
      source: 'home',
      homeCounts: { [LARGE]: 1 },
      destination: paris,
      declarations: { [`home-${LARGE}-1`]: books },
      collectionAddress: home,
      timeslot: morning,
      saved: { destination: true, customs: true, dispatch: false },
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'items' },
  { type: 'funnel.stepRequested', step: 'destination' },
  { type: 'funnel.stepRequested', step: 'customs' },
  { type: 'funnel.stepRequested', step: 'dispatch' },
  { type: 'funnel.stepRequested', step: 'address' },
  { type: 'funnel.stepRequested', step: 'collectionTime' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.boxesChosen', boxIds: [6] },
  { type: 'funnel.homeChosen' },
  { type: 'items.changed', boxTypeId: LARGE, count: 1 },
  { type: 'items.changed', boxTypeId: LARGE, count: 0 },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'destination.changed', address: paris },
  { type: 'destination.changed', address: { ...paris, countryCode: 'RU' } },
  { type: 'customs.changed', itemKey: '5', declaration: books },
  { type: 'customs.changed', itemKey: '6', declaration: books },
  { type: 'customs.changed', itemKey: `home-${LARGE}-1`, declaration: books },
  {
    type: 'customs.changed',
    itemKey: '5',
    declaration: { ...books, description: 'Lithium batteries' },
  },
  { type: 'dispatch.chosen', date: '2026-12-04' },
  {
    type: 'xstate.done.actor.loadDestinationStep',
    output: { basketId: 81, boxes: [box], countries: [france] },
  },
  { type: 'xstate.error.actor.loadDestinationStep', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveCountry', output: undefined },
  { type: 'xstate.error.actor.saveCountry', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveDestination', output: undefined },
  { type: 'xstate.error.actor.saveDestination', error: new Error("We don't ship to Russia") },
  { type: 'xstate.done.actor.saveDeclarations', output: undefined },
  { type: 'xstate.error.actor.saveDeclarations', error: new Error('Box 5: Aerosols refused') },
  { type: 'xstate.done.actor.loadDispatchDays', output: ['2026-12-04', '2026-12-07'] },
  { type: 'xstate.error.actor.loadDispatchDays', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveDispatch', output: undefined },
  { type: 'xstate.error.actor.saveDispatch', error: new Error('Choose another day') },
  { type: 'xstate.done.actor.addressStep', output: { address: home, changed: true } },
  { type: 'xstate.done.actor.addressStep', output: { address: home, changed: false } },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot: morning, fasd: '2026-12-03', timeslots: [morning] },
  },
  { type: 'xstate.done.actor.checkoutStep', output: { cards: [] } },
];

/** What is chosen and typed decides whether Continue goes on from each step. */
export const contextKey = ({
  customerId,
  source,
  boxIds,
  homeCounts,
  destination,
  declarations,
  dispatchDate,
  collectionAddress,
}: {
  customerId: number | null;
  source: string;
  boxIds: number[];
  homeCounts: Record<number, number>;
  destination: ShippingAddressDraft;
  declarations: Record<string, { description: string }>;
  dispatchDate: string | null;
  collectionAddress: unknown;
}) =>
  JSON.stringify([
    customerId,
    source,
    boxIds,
    homeCounts,
    destination.countryCode,
    // Only the declarations of what is being sent: one left over from an item taken out
    // decides nothing, and counting it multiplied the paths by every such leftover.
    shipmentItems({ source: source as ShippingSource, boxIds, homeCounts }).map(
      (item) => declarations[item.key]?.description ?? null,
    ),
    dispatchDate,
    collectionAddress === null,
  ]);
