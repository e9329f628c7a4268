// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
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

describe('the import layers: domain → api → machines → ui → routes, and the server on domain', () => {
  it.each([
    ['src/domain', "import { apiClient } from '../api/client';"],
    ['src/api', "import { sessionMachine } from '../machines/session.machine';"],
    ['src/machines', "import { Button } from '../ui/Button/Button';"],
    ['src/ui/Button', "import { RouteError } from '../../routes/-lib/RouteError';"],
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
    ['server', "import { ErrorCode } from '../src/domain/errors.ts';"],
  ])('%s may: %s', async (folder, line) => {
    const result = await lint(folder, used(line));
    expect(result.ok, result.output).toBe(true);
  });
});
