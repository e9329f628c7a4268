import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMetaSchema, latestBuildSchema } from '../../src/domain/support.ts';

const run = promisify(execFile);
const SCRIPT = path.resolve('scripts/write-build-meta.mjs');

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'boxroom-build-'));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function readJson(file: string) {
  return JSON.parse(await readFile(path.join(dist, file), 'utf8')) as Record<string, unknown>;
}

describe('scripts/write-build-meta.mjs', () => {
  it('writes the latest build descriptor and a manifest listing the assets', async () => {
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<script src="/assets/index-1.js"></script>');
    await writeFile(path.join(dist, 'assets', 'index-1.js'), '');
    await writeFile(path.join(dist, 'favicon.svg'), '');
    await run(process.execPath, [SCRIPT, dist]);

    const latest = latestBuildSchema.parse(await readJson('builds/latest.json'));
    expect(latest.id).toMatch(/^[0-9a-f]{12}$/);
    const meta = await readJson(`builds/meta/${latest.id}.json`);
    expect(buildMetaSchema.parse(meta)).toEqual({ ...latest, changedPaths: [] });
    expect(meta.assets).toEqual(['/assets/index-1.js', '/favicon.svg']);
  });

  it('gives a new id when index.html changes and the same id when it does not', async () => {
    await writeFile(path.join(dist, 'index.html'), 'one');
    await run(process.execPath, [SCRIPT, dist]);
    const first = (await readJson('builds/latest.json')).id;
    await run(process.execPath, [SCRIPT, dist]);
    expect((await readJson('builds/latest.json')).id).toBe(first);
    await writeFile(path.join(dist, 'index.html'), 'two');
    await run(process.execPath, [SCRIPT, dist]);
    expect((await readJson('builds/latest.json')).id).not.toBe(first);
  });

  it('fails when there is no build', async () => {
    await expect(run(process.execPath, [SCRIPT, dist])).rejects.toThrow(/index\.html is missing/);
  });
});
