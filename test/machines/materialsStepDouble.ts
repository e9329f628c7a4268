import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import type { Material, MaterialSuggestion } from '../../src/domain/materials';
import {
  type MaterialsStepOutput,
  materialsStepMachine,
} from '../../src/machines/materialsStep.machine';

/**
 * The kit's materials step as a test provides it: `materials` and `suggestions` on sale with
 * the basket `basketId`, each save recorded in `saved`; `fail` names the call that fails.
 */
export function materialsStepDouble({
  materials,
  suggestions = [],
  basketId = 41,
  fail = {},
  saved,
}: {
  materials: Material[];
  suggestions?: MaterialSuggestion[];
  basketId?: number;
  fail?: Partial<Record<'loadMaterials' | 'saveMaterials', boolean>>;
  saved: (input: MaterialsStepOutput) => void;
}) {
  return materialsStepMachine.provide({
    actors: {
      loadMaterials: fromPromise(async ({ input }) => {
        if (fail.loadMaterials) throw new Error('loadMaterials failed');
        return { basketId: input.basketId ?? basketId, materials, suggestions };
      }),
      saveMaterials: fromPromise(async ({ input }) => {
        saved(input);
        if (fail.saveMaterials) throw new Error('saveMaterials failed');
      }),
    },
  });
}

/** The funnel's running materials step, as the step's screen reaches it. */
export function materialsStepOf(funnel: AnyActorRef): AnyActorRef {
  const step = (funnel.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
    .children.materialsStep;
  if (!step) throw new Error('The funnel is not on its materials step');
  return step;
}

/** Waits until the funnel's materials step offers the materials, and gives the step. */
export async function materialsStepReady(funnel: AnyActorRef): Promise<AnyActorRef> {
  await waitFor(funnel, (state) => Boolean(state.children?.materialsStep));
  const step = materialsStepOf(funnel);
  await waitFor(step, (state) => state.matches('choosing'));
  return step;
}
