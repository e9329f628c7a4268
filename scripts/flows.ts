import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadMachine, registeredMachines } from '../test/paths/registry.ts';
import { flowIndex, flowSvg } from './flowDiagram.ts';

/** `npm run flows`: one SVG per registered machine, and an index page, in docs/flows/. */
const out = path.resolve(import.meta.dirname, '../docs/flows');
await mkdir(out, { recursive: true });
const entries = registeredMachines();
for (const entry of entries) {
  await writeFile(path.join(out, `${entry.id}.svg`), flowSvg(await loadMachine(entry)));
}
await writeFile(path.join(out, 'index.html'), flowIndex(entries.map((entry) => entry.id)));
console.log(`Wrote ${entries.length} diagrams and index.html to docs/flows/`);
