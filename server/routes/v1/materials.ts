import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import { listMaterials, materialSuggestions } from '../../repositories/materials.ts';

export function materialsApi(db: Db) {
  return new Hono()
    .get('/', async (c) => c.json(await listMaterials(db)))
    .get('/suggestions', async (c) => c.json(await materialSuggestions(db)));
}
