import type { Timeslot } from '../../src/domain/timeslots';
import { NO_PACKING, type PackingStepInput } from '../../src/machines/packingStep.machine';

const friday: Timeslot = { doorstepDate: '2030-03-01', startHour: 8, endHour: 13, available: true };

export const inputs: PackingStepInput[] = [
  // With storage: no packers to begin with; their window is chosen here, before collection.
  {
    customerId: 7,
    basketId: 41,
    packing: NO_PACKING,
    withWindow: true,
    collectionDay: '2030-03-04',
  },
  // The packing service on its own: packers wanted, their window chosen on a later step.
  {
    customerId: 7,
    basketId: null,
    packing: { ...NO_PACKING, wanted: true },
    withWindow: false,
    collectionDay: null,
  },
];

export const events = [
  { type: 'packing.wantedChanged', wanted: true },
  { type: 'packing.wantedChanged', wanted: false },
  { type: 'packing.roomsChanged', rooms: 2 },
  { type: 'packing.boxesChanged', boxes: 0 },
  { type: 'packing.materialsChanged', included: true },
  { type: 'packing.timeslotChosen', timeslot: friday },
  { type: 'funnel.next' },
  { type: 'funnel.retry' },
  {
    type: 'xstate.done.actor.loadPacking',
    output: {
      basketId: 41,
      prices: { teamHourlyPrice: 48, perBoxPrice: 2.5 },
      timeslots: [friday],
    },
  },
  { type: 'xstate.error.actor.loadPacking', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.savePacking', output: undefined },
  { type: 'xstate.error.actor.savePacking', error: new Error('That time is no longer free') },
];

/** What is chosen decides whether Continue goes on. */
export const contextKey = ({
  packing,
}: {
  packing: { wanted: boolean; rooms: number | null; boxes: number | null; timeslot: unknown };
}) => [packing.wanted, packing.rooms ?? packing.boxes ?? 0, packing.timeslot !== null];
