import { Hono } from 'hono';
import { z } from 'zod';
import { materialSchema, materialSuggestionsSchema } from '../../../src/domain/materials.ts';
import type { Db } from '../../db/database.ts';
import { operation } from '../../http/operation.ts';
import { listMaterials, materialSuggestions } from '../../repositories/materials.ts';

export function materialsApi(db: Db) {
  return new Hono()
    .get(
      '/',
      operation({
        summary: 'Packing materials, including ones no longer bookable',
        tag: 'materials',
        response: z.array(materialSchema),
      }),
      async (c) => c.json(await listMaterials(db)),
    )
    .get(
      '/suggestions',
      operation({
        summary: 'Suggested materials per box type',
        tag: 'materials',
        response: materialSuggestionsSchema,
      }),
      async (c) => c.json(await materialSuggestions(db)),
    );
}
