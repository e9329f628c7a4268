// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `npm run lint` says of a file with this text in this folder: the file is written
 * there for a moment (the rules go by folder), linted and removed.
 */
async function lint(folder: string, text: string): Promise<{ ok: boolean; output: string }> {
  const file = path.join(folder, `.layers-probe-${randomBytes(4).toString('hex')}.ts`);
  await writeFile(file, text);
  try {
    const run = spawnSync('node_modules/.bin/biome', ['lint', file], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    await rm(file, { force: true });
  }
}

const used = (line: string) =>
  `${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`;

describe('the import layers: domain → api → machines → wiring → ui → routes, and the server on domain', () => {
  it.each([
    ['src/domain', "import { apiClient } from '../api/client';"],
    ['src/api', "import { sessionMachine } from '../machines/session.machine';"],
    ['src/machines', "import { Button } from '../ui/Button/Button';"],
    ['src/ui/Button', "import { RouteError } from '../../routes/-components/RouteError';"],
    // The wiring (actors with their real calls) sits between the machines and the screens.
    ['src/wiring', "import { Button } from '../ui/Button/Button';"],
    ['src/wiring', "import { RouteError } from '../routes/-components/RouteError';"],
    ['src/domain', "import { appRoot } from '../wiring/appRoot';"],
    ['src/api', "import { appRoot } from '../wiring/appRoot';"],
    ['src/machines', "import { appRoot } from '../wiring/appRoot';"],
    ['src/ui/Button', "import { notifications } from '../../wiring/notifications';"],
    ['server', "import { appRoot } from '../src/wiring/appRoot.ts';"],
    ['server', "import { readConfig } from '../src/api/config.ts';"],
    // Screens start actors through useAppActor, which attaches the inspector.
    ['src/routes', "import { useActorRef } from '@xstate/react';"],
  ])('%s may not: %s', async (folder, line) => {
    const result = await lint(folder, used(line));
    expect(result.ok, result.output).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
  });

  it.each([
    ['src/api', "import { ErrorCode } from '../domain/errors';"],
    ['src/routes', "import { Button } from '../ui/Button/Button';"],
    ['src/routes', "import { appRoot } from '../wiring/appRoot';"],
    ['src/wiring', "import { sessionMachine } from '../machines/session.machine';"],
    ['src/wiring', "import { ok } from '../api/client';"],
    ['src/wiring', "import { ErrorCode } from '../domain/errors';"],
    ['server', "import { ErrorCode } from '../src/domain/errors.ts';"],
  ])('%s may: %s', async (folder, line) => {
    const result = await lint(folder, used(line));
    expect(result.ok, result.output).toBe(true);
  });
});

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The folders of src/ (or server/) that a file's relative imports reach. */
async function foldersImported(file: string): Promise<{ spec: string; folder: string }[]> {
  const text = await readFile(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.map((spec) => {
    const target = path.relative('.', path.resolve(path.dirname(file), spec));
    const [top, second] = target.split(path.sep);
    return { spec, folder: top === 'src' ? `src/${second}` : top! };
  });
}

describe('the wiring layer as the code stands', () => {
  it('src/wiring imports only domain, api, machines and itself (and the toast kind type)', async () => {
    const wrong: string[] = [];
    for (const file of await filesUnder('src/wiring')) {
      for (const { spec, folder } of await foldersImported(file)) {
        const allowed = ['src/domain', 'src/api', 'src/machines', 'src/wiring'].includes(folder);
        if (!allowed && spec !== '../ui/Toast/Toast') wrong.push(`${file}: ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('nothing below the wiring, nor the UI kit nor the server, imports it', async () => {
    const wrong: string[] = [];
    for (const folder of ['src/domain', 'src/api', 'src/machines', 'src/ui', 'server']) {
      for (const file of await filesUnder(folder)) {
        for (const { spec, folder: reached } of await foldersImported(file)) {
          if (reached === 'src/wiring') wrong.push(`${file}: ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the wiring renders nothing: its modules are .ts, and the route-level components sit in src/routes', async () => {
    const files = await filesUnder('src/wiring');
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
