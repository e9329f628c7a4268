// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowIndex, flowSvg } from '../../scripts/flowDiagram';
import { loadMachine, registeredMachines } from './registry';

/** docs/flows is written by `npm run flows`; a machine changed without it fails here. */
const flows = path.resolve(import.meta.dirname, '../../docs/flows');
const stale = 'docs/flows is stale: run `npm run flows` and commit the diagrams';

describe('the flow diagrams in docs/flows are those of the machines as they are', () => {
  const entries = registeredMachines();

  it('has an index page linking every registered machine', async () => {
    const index = await readFile(path.join(flows, 'index.html'), 'utf8');
    expect(index, stale).toBe(flowIndex(entries.map((entry) => entry.id)));
  });

  for (const entry of entries) {
    it(entry.id, async () => {
      const drawn = await readFile(path.join(flows, `${entry.id}.svg`), 'utf8').catch(() => '');
      expect(drawn === flowSvg(await loadMachine(entry)), stale).toBe(true);
    });
  }
});
