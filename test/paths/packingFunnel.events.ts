import type { Timeslot } from '../../src/domain/timeslots';
import type { PackingFunnelInput } from '../../src/machines/packingFunnel.machine';
import { NO_PACKING } from '../../src/machines/packingStep.machine';
import { SAVED_HOME as address } from '../fixtures/addresses';

const timeslot: Timeslot = {
  doorstepDate: '2030-03-04',
  startHour: 8,
  endHour: 13,
  available: true,
};

/** The packers wanted, nothing given yet (their window is the date step's). */
const packers = { ...NO_PACKING, wanted: true };

export const inputs: PackingFunnelInput[] = [
  {},
  {
    saved: {
      customerId: 7,
      basketId: 71,
      packing: { ...NO_PACKING, wanted: true, rooms: 3 },
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
  // The kit's packing step tells each change, and ends with rooms or boxes to pack.
  { type: 'packingStep.changed', basketId: 71, packing: { ...packers, rooms: 2 } },
  { type: 'packingStep.changed', basketId: 71, packing: packers },
  {
    type: 'xstate.done.actor.packingStep',
    output: { basketId: 71, packing: { ...packers, boxes: 20, materialsIncluded: true } },
  },
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
  packing,
  address,
  customerId,
}: {
  packing: { rooms: number | null; boxes: number | null };
  address: unknown;
  customerId: number | null;
}) => `${packing.rooms}|${packing.boxes}|${address === null ? 'none' : 'address'}|${customerId}`;
