import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import type { Timeslot } from '../../src/domain/timeslots';
import { timeslotStepMachine } from '../../src/machines/timeslotStep.machine';

/**
 * The kit's timeslot step as a funnel test provides it: `timeslots` from the first available
 * date, `saveTimeslot` recorded in `saved`; `fail` names the call that fails.
 */
export function timeslotStepDouble({
  timeslots,
  fail = {},
  saved,
}: {
  timeslots: Timeslot[];
  fail?: Partial<Record<string, boolean>>;
  saved: (input: { basketId: number; timeslot: Timeslot }) => void;
}) {
  return timeslotStepMachine.provide({
    actors: {
      loadTimeslots: fromPromise(async () => {
        if (fail.loadTimeslots) throw new Error('loadTimeslots failed');
        return { fasd: timeslots[0]?.doorstepDate ?? '2030-03-04', timeslots };
      }),
      saveTimeslot: fromPromise(async ({ input }) => {
        saved(input);
        if (fail.saveTimeslot) throw new Error('saveTimeslot failed');
      }),
    },
  });
}

/** The funnel's running timeslot step, as the step's screen reaches it. */
export function timeslotStepOf(funnel: AnyActorRef): AnyActorRef {
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
    .children.timeslotStep;
  if (!step) throw new Error('The funnel is not on its timeslot step');
  return step;
}

/** Waits until the funnel's timeslot step offers its times, and gives the step. */
export async function timeslotStepReady(funnel: AnyActorRef): Promise<AnyActorRef> {
  await waitFor(funnel, (state) => Boolean(state.children?.timeslotStep));
  const step = timeslotStepOf(funnel);
  await waitFor(step, (state) => state.matches('choosing'));
  return step;
}

/** Chooses the slot on the funnel's timeslot step and goes on, as the customer does. */
export async function chooseTimeslot(funnel: AnyActorRef, timeslot: Timeslot): Promise<void> {
  const step = await timeslotStepReady(funnel);
  step.send({ type: 'timeslot.chosen', timeslot });
  step.send({ type: 'funnel.next' });
}
