import type { Timeslot } from '../../src/domain/timeslots';
import type { PackingFunnelInput } from '../../src/machines/packingFunnel.machine';
import { SAVED_HOME as address } from '../fixtures/addresses';

const timeslot: Timeslot = {
  doorstepDate: '2030-03-04',
  startHour: 8,
  endHour: 13,
  available: true,
};

export const inputs: PackingFunnelInput[] = [
  {},
  {
    saved: {
      customerId: 7,
      basketId: 71,
      rooms: 3,
      boxes: null,
      materialsIncluded: false,
      address,
      timeslot,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'size' },
  { type: 'funnel.stepRequested', step: 'address' },
  { type: 'funnel.stepRequested', step: 'date' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  { type: 'size.roomsChanged', rooms: 2 },
  { type: 'size.roomsChanged', rooms: 0 },
  { type: 'size.boxesChanged', boxes: 20 },
  { type: 'size.materialsChanged', included: true },
  {
    type: 'xstate.done.actor.openBasket',
    output: { basketId: 71, prices: { teamHourlyPrice: 48, perBoxPrice: 2.5 } },
  },
  { type: 'xstate.error.actor.openBasket', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveSize', output: undefined },
  { type: 'xstate.error.actor.saveSize', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.addressStep', output: { address, changed: true } },
  { type: 'xstate.done.actor.addressStep', output: { address, changed: false } },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot, fasd: '2030-03-04', timeslots: [timeslot] },
  },
  { type: 'xstate.done.actor.checkoutStep', output: { cards: [] } },
];

/** The size given, the address chosen and the customer decide whether Continue goes on. */
export const contextKey = ({
  rooms,
  boxes,
  address,
  customerId,
}: {
  rooms: number | null;
  boxes: number | null;
  address: unknown;
  customerId: number | null;
}) => `${rooms}|${boxes}|${address === null ? 'none' : 'address'}|${customerId}`;
