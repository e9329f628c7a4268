import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-data-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database in DATA_DIR', () => {
  // Creating a PGlite cluster on disk takes several seconds on a slow machine.
  it('keeps its data across close and reopen', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir });
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await seed(first.db);
    await first.db
      .updateTable('supportSettings')
      .set({ value: 'Every day 7am to 10pm' })
      .where('key', '=', 'openingHours')
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrate(second)).toEqual([]);
      const row = await second.db
        .selectFrom('supportSettings')
        .select('value')
        .where('key', '=', 'openingHours')
        .executeTakeFirstOrThrow();
      expect(row.value).toBe('Every day 7am to 10pm');
    } finally {
      await second.close();
    }
  });
});
