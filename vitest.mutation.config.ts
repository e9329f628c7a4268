import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/*
 * The tests Stryker runs against each mutant (`npm run test:mutation`, scripts/mutation.mjs):
 * behaviour tests only. The change detectors (test/paths/machines.transitions.test.ts,
 * flows.test.ts, mutation.test.ts) fail on ANY change, right or wrong, so they are left out;
 * so is deviations.test.ts (expected failures of known bugs).
 *
 * MUTATION_TARGET (set by the script) picks what is mutated and so which tests judge it:
 * - a machine id: its tests in test/machines, its generated paths replayed against its oracle
 *   (PATHS_MACHINES limits them to that machine) and its properties;
 * - `domain`: the unit tests of the pricing and funnel rules.
 */
const target = process.env.MUTATION_TARGET ?? 'domain';

const domainTests = [
  'test/unit/domain/funnels.test.ts',
  'test/unit/domain/pricing.test.ts',
  'test/unit/domain/prices.test.ts',
  'test/unit/domain/baskets.test.ts',
  'test/unit/domain/returns.test.ts',
  'test/unit/pricing.property.test.ts',
];

const machineTests = (id: string) => [
  `test/machines/${id}.machine.test.ts`,
  id.endsWith('Funnel') ? 'test/paths/funnels.paths.test.ts' : 'test/paths/machines.paths.test.ts',
  'test/paths/properties.test.ts',
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'mutation',
    environment: 'node',
    include: target === 'domain' ? domainTests : machineTests(target),
    // The same random customers on every run: a mutant is judged by the same tests as the
    // original, and the properties keep their names (Stryker's incremental file keys on them).
    setupFiles: ['test/paths/fixedSeed.ts'],
    env: target === 'domain' ? {} : { PATHS_MACHINES: target },
  },
});
