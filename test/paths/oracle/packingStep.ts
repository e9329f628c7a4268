import type { AnyEventObject } from 'xstate';
import { dataOf, isDone, isError, type Oracle } from './kit';
import { seenAs } from './payment';

/*
 * The packing step of the order funnel and of the packing service on its own
 * (docs/decisions.md, "The packing service", "Opt-in", "The materials and packing steps as
 * the kit's children"): the prices (and the packers' windows) load behind a spinner; a failed
 * load says so and offers Try again. Nothing paid is chosen for the customer: with storage the
 * packers start as not wanted. Each change is saved at once while the customer goes on
 * choosing; a change made while one is saved is saved after it; a failed save says why and
 * gives up the window (it may have been taken meanwhile). Continue ends the step, with no
 * packers, or packers with rooms or boxes, and a window where the window is chosen here; it
 * waits while a change is saved.
 */

type Stage = 'loading' | 'failed' | 'choosing' | 'updating' | 'chosen';

export interface PackingStepModel {
  stage: Stage;
  wanted: boolean;
  /** Rooms or boxes given (more than nought). */
  sized: boolean;
  timeslot: boolean;
  withWindow: boolean;
}

type Choice = Pick<PackingStepModel, 'wanted' | 'sized' | 'timeslot'>;

function changed(model: PackingStepModel, event: AnyEventObject): Choice | undefined {
  switch (event.type) {
    // "No thanks" takes back everything chosen for the packers.
    case 'packing.wantedChanged':
      return dataOf<boolean>(event, 'wanted')
        ? { ...model, wanted: true }
        : { wanted: false, sized: false, timeslot: false };
    // Rooms or boxes: one replaces the other, and nought is none.
    case 'packing.roomsChanged':
      return { ...model, sized: dataOf<number>(event, 'rooms') > 0 };
    case 'packing.boxesChanged':
      return { ...model, sized: dataOf<number>(event, 'boxes') > 0 };
    case 'packing.timeslotChosen':
      return { ...model, timeslot: true };
    case 'packing.materialsChanged':
      return model;
  }
  return undefined;
}

const enough = (model: PackingStepModel) =>
  !model.wanted || (model.sized && (!model.withWindow || model.timeslot));

export const packingStep: Oracle<PackingStepModel> = {
  id: 'packingStep',
  start: (input) => {
    const { packing, withWindow } = input as {
      packing: { wanted: boolean; rooms: number | null; boxes: number | null; timeslot: unknown };
      withWindow: boolean;
    };
    return {
      stage: 'loading',
      wanted: packing.wanted,
      sized: (packing.rooms ?? 0) > 0 || (packing.boxes ?? 0) > 0,
      timeslot: packing.timeslot != null,
      withWindow,
    };
  },
  next: (model, event) => {
    const { stage } = model;
    const at = (next: Stage, choice: Partial<Choice> = {}) => ({
      ...model,
      ...choice,
      stage: next,
    });
    if (stage === 'loading' && isDone(event, 'loadPacking')) return at('choosing');
    if (stage === 'loading' && isError(event, 'loadPacking')) return at('failed');
    if (stage === 'failed' && event.type === 'funnel.retry') return at('loading');
    const choice = changed(model, event);
    if (choice && (stage === 'choosing' || stage === 'updating')) return at('updating', choice);
    if (stage === 'updating' && isDone(event, 'savePacking')) return at('choosing');
    if (stage === 'updating' && isError(event, 'savePacking'))
      return at('choosing', { timeslot: false });
    if (stage === 'choosing' && event.type === 'funnel.next' && enough(model)) return at('chosen');
    return model;
  },
  seen: ({ stage }) => {
    switch (stage) {
      case 'loading':
        return seenAs('loading', { busy: true, calls: ['loadPacking'] });
      case 'failed':
        return seenAs('failed', { error: true });
      case 'updating':
        return seenAs('updating', { calls: ['savePacking'] });
      default:
        return seenAs(stage, {});
    }
  },
};
