import { describe, expect, it } from 'vitest';
import { loadMachine, registeredMachines } from './registry';
import { transitionTable } from './transitionTable';

/*
 * Every registered machine's states and arrows, compared with the table committed beside this
 * file (test/paths/transitions/<id>.txt). A change of target, guard or action fails here until
 * the table is regenerated on purpose (`npx vitest run --project machines test/paths/machines.transitions.test.ts --update`), so the
 * change shows in review next to the code that made it.
 */
describe('machine definitions match their committed transition tables', () => {
  for (const entry of registeredMachines()) {
    it(entry.id, async () => {
      const machine = await loadMachine(entry);
      await expect(transitionTable(machine)).toMatchFileSnapshot(`./transitions/${entry.id}.txt`);
    });
  }
});
