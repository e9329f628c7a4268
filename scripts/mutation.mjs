#!/usr/bin/env node
/*
 * Mutation testing of the machines and the domain rules: `npm run test:mutation [-- target…]`.
 *
 * A target is a machine id of stately.config.json or `domain` (the pricing and funnel rules).
 * Each target is one Stryker run that mutates only that target's files and judges each mutant
 * with that target's behaviour tests only (vitest.mutation.config.ts: its machine tests, its
 * generated paths replayed against its oracle, its properties; never the change detectors).
 * Each target keeps its own incremental file (reports/stryker/<target>.incremental.json,
 * committed), so a rerun tests only the mutants of what changed since.
 *
 * The score counted here is strict: killed / (killed + survived + no coverage + timeout +
 * runtime error). A mutant that makes a test time out, or the run crash, is not a kill
 * (Stryker's own score counts timeouts as kills and leaves runtime errors out). Both are
 * printed; the strict one is written to docs/quality/mutation.md between its markers, with the
 * run's wall time, and each survivor to reports/stryker/<target>.survivors.txt.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'reports/stryker');
mkdirSync(out, { recursive: true });

/** What the goal names: every funnel, the session and the payment machines. */
const GOAL = [
  'session',
  'checkout',
  'setupIntent',
  'clearBalance',
  'orderFunnel',
  'returnFunnel',
  'collectionFunnel',
  'driveUpFunnel',
  'materialsFunnel',
  'packingFunnel',
  'moveOutFunnel',
  'shippingFunnel',
];

/** The domain rules the funnels follow and price by. */
const DOMAIN = [
  'src/domain/funnels.ts',
  'src/domain/pricing.ts',
  'src/domain/prices.ts',
  'src/domain/priceTables.ts',
];

const registry = JSON.parse(readFileSync(path.join(root, 'stately.config.json'), 'utf8'));
const fileOf = (id) => {
  if (id === 'domain') return DOMAIN;
  const entry = registry.machines.find((machine) => machine.id === id);
  if (!entry) throw new Error(`${id} is neither a machine of stately.config.json nor "domain"`);
  return [entry.file];
};

/** `--tally`: no Stryker run, only the table again from the JSON reports already there. */
const tallyOnly = process.argv.includes('--tally');
/**
 * `--retry-survivors`: the survivors, uncovered and timed-out mutants of the last run are tried
 * again, the killed ones kept. Stryker reuses a survivor whose covering tests did not change, so new
 * tests written for survivors would otherwise not be tried on them.
 */
const retrySurvivors = process.argv.includes('--retry-survivors');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const targets = named.length > 0 ? named : [...GOAL, 'domain'];
const base = JSON.parse(readFileSync(path.join(root, 'stryker.config.json'), 'utf8'));
const scoresFile = path.join(out, 'scores.json');
const readScores = () =>
  existsSync(scoresFile) ? JSON.parse(readFileSync(scoresFile, 'utf8')) : {};

const COUNTED = ['Killed', 'Survived', 'NoCoverage', 'Timeout', 'RuntimeError'];

function tally(report) {
  const counts = Object.fromEntries(
    [...COUNTED, 'CompileError', 'Ignored'].map((status) => [status, 0]),
  );
  const survivors = [];
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        const { line, column } = mutant.location.start;
        survivors.push(
          `${path.relative(root, path.resolve(root, file))}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement ?? '')}\n    ${(lines[line - 1] ?? '').trim()}`,
        );
      }
    }
  }
  const total = COUNTED.reduce((sum, status) => sum + counts[status], 0);
  const strict = total === 0 ? 100 : (100 * counts.Killed) / total;
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  const stryker = valid === 0 ? 100 : (100 * detected) / valid;
  return { counts, total, strict, stryker, survivors };
}

/** Takes every mutant not killed out of an incremental file: they run again. */
function forgetSurvivors(file) {
  if (!existsSync(file)) return;
  const incremental = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of Object.values(incremental.files)) {
    entry.mutants = entry.mutants.filter((mutant) => mutant.status === 'Killed');
  }
  writeFileSync(file, JSON.stringify(incremental));
}

for (const target of targets) {
  const files = fileOf(target);
  const config = {
    ...base,
    mutate: files,
    incrementalFile: `reports/stryker/${target}.incremental.json`,
    jsonReporter: { fileName: `reports/stryker/${target}.report.json` },
    // STRYKER_CONCURRENCY=2 when the machine's two cores are free enough for two runners.
    ...(process.env.STRYKER_CONCURRENCY
      ? { concurrency: Number(process.env.STRYKER_CONCURRENCY) }
      : {}),
  };
  if (retrySurvivors) forgetSurvivors(path.join(root, config.incrementalFile));
  const configFile = path.join(out, `${target}.config.json`);
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const reportFile = path.join(out, `${target}.report.json`);
  if (tallyOnly && !existsSync(reportFile)) continue;
  console.log(`\n=== ${target}: mutating ${files.join(', ')}`);
  const started = Date.now();
  const run = tallyOnly
    ? { status: 0 }
    : spawnSync('npx', ['stryker', 'run', path.relative(root, configFile)], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, MUTATION_TARGET: target },
      });
  const seconds = tallyOnly
    ? (readScores()[target]?.seconds ?? null)
    : Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) {
    console.error(`Stryker failed on ${target} (exit ${run.status})`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path.join(out, `${target}.report.json`), 'utf8'));
  const { counts, total, strict, stryker, survivors } = tally(report);
  writeFileSync(
    path.join(out, `${target}.survivors.txt`),
    survivors.length > 0 ? `${survivors.join('\n')}\n` : '',
  );
  // Read afresh: another run (another target) may have written it meanwhile.
  const scores = readScores();
  scores[target] = {
    strict: Math.round(strict * 10) / 10,
    stryker: Math.round(stryker * 10) / 10,
    total,
    ...counts,
    seconds,
    date: tallyOnly ? (scores[target]?.date ?? null) : new Date().toISOString().slice(0, 10),
  };
  writeFileSync(scoresFile, `${JSON.stringify(scores, null, 2)}\n`);
  console.log(
    `${target}: ${strict.toFixed(1)}% strict (killed ${counts.Killed} of ${total}; survived ${counts.Survived}, no coverage ${counts.NoCoverage}, timeout ${counts.Timeout}, runtime error ${counts.RuntimeError}); Stryker's own score ${stryker.toFixed(1)}%; ${seconds} s`,
  );
}

// The table in docs/quality/mutation.md, between its markers.
const scores = readScores();
const order = [...GOAL, 'domain'].filter((id) => id in scores);
const rows = order.map((id) => {
  const s = scores[id];
  const mark = id === 'domain' ? '' : s.strict >= 85 ? ' ✓' : ' ✗';
  return `| ${id} | **${s.strict}%**${mark} | ${s.Killed} | ${s.Survived} | ${s.NoCoverage} | ${s.Timeout} | ${s.RuntimeError} | ${s.total} | ${s.stryker}% | ${s.seconds} s | ${s.date} |`;
});
const table = [
  "| target | strict score | killed | survived | no coverage | timeout | runtime error | counted | Stryker's score | wall time | run on |",
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
const doc = path.join(root, 'docs/quality/mutation.md');
if (existsSync(doc)) {
  const text = readFileSync(doc, 'utf8');
  const start = '<!-- scores:start -->';
  const end = '<!-- scores:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from)
    writeFileSync(doc, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
}
console.log(`\n${table}`);
