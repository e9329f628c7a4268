import { type ActorRefFrom, fromPromise } from 'xstate';
import { getMaterialSuggestions, getMaterials } from '../api/pricing';
import type { Material, MaterialSuggestion } from '../domain/materials';
import {
  type MaterialsStepInput,
  type MaterialsStepOutput,
  materialsStepMachine,
} from '../machines/materialsStep.machine';
import { unwrapResult } from './callResult';

/**
 * The kit's materials step as a funnel runs it: `open` gives the funnel's basket (opening one
 * when there is none) and what is on sale, `save` puts the materials on it.
 */
export function materialsStepFor({
  open,
  save,
}: {
  open: (
    input: Pick<MaterialsStepInput, 'customerId' | 'basketId'>,
  ) => Promise<{ basketId: number; materials: Material[]; suggestions: MaterialSuggestion[] }>;
  save: (input: MaterialsStepOutput) => Promise<unknown>;
}) {
  return materialsStepMachine.provide({
    actors: {
      loadMaterials: fromPromise(({ input }) => open(input)),
      saveMaterials: fromPromise(async ({ input }) => {
        await save(input);
      }),
    },
  });
}

/** The materials on sale and what we suggest for each box type. */
export async function materialsOnSale() {
  const [materials, suggestions] = await Promise.all([getMaterials(), getMaterialSuggestions()]);
  return { materials: unwrapResult(materials), suggestions: unwrapResult(suggestions) };
}

export type MaterialsStepActor = ActorRefFrom<typeof materialsStepMachine>;
