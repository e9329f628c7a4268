import type { Timeslot } from '../../src/domain/timeslots';
import type { MaterialsFunnelInput } from '../../src/machines/materialsFunnel.machine';
import { SAVED_HOME as address } from '../fixtures/addresses';

const timeslot: Timeslot = {
  doorstepDate: '2030-03-04',
  startHour: 8,
  endHour: 13,
  available: true,
};

export const inputs: MaterialsFunnelInput[] = [
  {},
  {
    saved: {
      customerId: 7,
      basketId: 61,
      items: [{ materialId: 5, quantity: 2 }],
      address,
      timeslot,
    },
  },
];

export const events = [
  { type: 'funnel.stepRequested', step: 'materials' },
  { type: 'funnel.stepRequested', step: 'address' },
  { type: 'funnel.stepRequested', step: 'date' },
  { type: 'funnel.stepRequested', step: 'checkout' },
  { type: 'funnel.next' },
  { type: 'funnel.back' },
  { type: 'funnel.retry' },
  { type: 'funnel.signedIn', customerId: 7 },
  { type: 'funnel.signedOut' },
  { type: 'funnel.orderPlaced' },
  // The kit's materials step tells each change, and ends with what is chosen.
  { type: 'materialsStep.changed', basketId: 61, items: [{ materialId: 5, quantity: 1 }] },
  { type: 'materialsStep.changed', basketId: 61, items: [] },
  {
    type: 'xstate.done.actor.materialsStep',
    output: { basketId: 61, items: [{ materialId: 5, quantity: 3 }] },
  },
  { type: 'xstate.done.actor.addressStep', output: { address, changed: true } },
  { type: 'xstate.done.actor.addressStep', output: { address, changed: false } },
  {
    type: 'xstate.done.actor.timeslotStep',
    output: { timeslot, fasd: '2030-03-04', timeslots: [timeslot] },
  },
  { type: 'xstate.done.actor.checkoutStep', output: { cards: [] } },
];

/** What is chosen decides whether Continue goes on. */
export const contextKey = ({
  items,
  address,
  customerId,
}: {
  items: unknown[];
  address: unknown;
  customerId: number | null;
}) => `${items.length}|${address === null ? 'none' : 'address'}|${customerId}`;
