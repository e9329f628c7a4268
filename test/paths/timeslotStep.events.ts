import type { Timeslot } from '../../src/domain/timeslots';
import type { TimeslotStepInput } from '../../src/machines/timeslotStep.machine';

const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };

export const inputs: TimeslotStepInput[] = [
  { basketId: 41, orderType: 'BTB_RETURN', chosen: null, saturdays: false },
  { basketId: 41, orderType: 'BTB', chosen: monday, saturdays: true },
];

export const events = [
  { type: 'timeslot.chosen', timeslot: monday },
  { type: 'funnel.next' },
  { type: 'funnel.retry' },
  {
    type: 'xstate.done.actor.loadTimeslots',
    output: { fasd: '2030-03-04', timeslots: [monday] },
  },
  { type: 'xstate.error.actor.loadTimeslots', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveTimeslot', output: undefined },
  {
    type: 'xstate.error.actor.saveTimeslot',
    error: new Error("Items can't be returned on a Saturday"),
  },
];
