import { getAdjacencyMap, getShortestPaths, type StatePath, type Step } from '@xstate/graph';
import { afterAll, chai, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { type Coverage, machineParts, recordCoverage } from './coverage';
import type { Seen } from './oracle/kit';
import { oracles } from './oracle/oracles';
import { loadMachine, loadPathEvents, registeredMachines } from './registry';
import { startReplay } from './replay';
import { appWiring, visited } from './wiring';

// A failed step reads in full: what the machine showed, and what the oracle expected.
chai.config.truncateThreshold = 0;

/**
 * Generated from the machines in stately.config.json: one test per path reaching each state,
 * and one per transition (the shortest path to its source, then the transition), each
 * replayed on an actor of the app's own wiring of the machine (wiring.ts: its actions and
 * guards as the app provides them; only its calls are settled by the path), whose state must
 * follow the model step by step. For a machine with an oracle (oracle/oracles.ts), each step
 * must also show what the oracle says it should: the step, busy and error, the calls under way
 * and the URL, written from the product's rules rather than read from the machine.
 *
 * `PATHS_MACHINES=orderFunnel,session` limits the run to those machines (while working on one).
 * The machines are shared between a few test files (funnels.paths.test.ts and
 * machines.paths.test.ts) so that the test workers run them side by side.
 */
const byValue = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

type AnySnapshot = ReturnType<AnyStateMachine['transition']>;
type AnyPath = StatePath<AnySnapshot, AnyEventObject>;

function allStateValues(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states).map((key) => JSON.stringify(key));
}

/** The top-level state of a value: "a" for "a" and for {"a": …} (compound and parallel states). */
function topLevelOf(serialized: string): string {
  const value = JSON.parse(serialized) as unknown;
  if (typeof value === 'string') return JSON.stringify(value);
  return JSON.stringify(Object.keys(value as Record<string, unknown>)[0]);
}

/** What the replayed actor shows, in the oracle's terms. */
function seenOf(replay: ReturnType<typeof startReplay>): Seen {
  const snapshot = replay.actor.getSnapshot();
  return {
    state: JSON.parse(topLevelOf(JSON.stringify(snapshot.value))) as string,
    busy: snapshot.hasTag('busy'),
    error: snapshot.hasTag('error'),
    calls: Object.keys(snapshot.children).sort(),
    url: visited.at(-1) ?? null,
  };
}

/** One line, so a failure reads what was shown against what the oracle expected. */
const shown = ({ state, busy, error, calls, url }: Seen) =>
  `${state}${busy ? ' busy' : ''}${error ? ' error' : ''} calls [${calls.join(' ')}] at ${url}`;

const wiring = await appWiring();
const only = process.env.PATHS_MACHINES?.split(',').filter(Boolean);

/** The funnels' paths are most of the run: they have a test file of their own. */
export const isFunnel = (id: string) => id.endsWith('Funnel');

/** Declares the path tests of the registered machines `included` picks. */
export async function describeMachinePaths(included: (id: string) => boolean): Promise<void> {
  const notTaken: string[] = [];
  const coverageTable: Array<{
    machine: string;
    states: string;
    transitions: string;
    percent: number;
  }> = [];

  afterAll(() => {
    console.log('\nState and transition coverage of the path tests');
    console.table(coverageTable);
    if (notTaken.length > 0) console.log(`Not taken:\n  ${notTaken.join('\n  ')}`);
  });

  for (const entry of registeredMachines().filter(
    (entry) => included(entry.id) && (!only || only.includes(entry.id)),
  )) {
    const oracle = oracles[entry.id];
    const registered = await loadMachine(entry);
    const { events, inputs, contextKey = () => null, guards = [] } = await loadPathEvents(entry);
    // The machine as registered, then with each set of guards the app may provide instead.
    const variants = [
      registered,
      ...guards.map((provided) => registered.provide({ guards: provided })),
    ];
    // Each variant replayed on the app's wiring, with the same guards where the variant sets them.
    const wired = wiring[entry.id];
    if (!wired) throw new Error(`test/paths/wiring.ts has no app wiring of ${entry.id}`);
    const replayed = [wired, ...guards.map((provided) => wired.provide({ guards: provided }))];
    // Context-aware: two snapshots in one state with different data are different places.
    const serializeState = (snapshot: AnySnapshot) =>
      JSON.stringify({ value: snapshot.value, context: contextKey(snapshot.context as never) });

    const paths: Array<{
      name: string;
      machine: AnyStateMachine;
      input: [number, unknown];
      path: AnyPath;
    }> = [];
    const reached = new Set<string>();
    for (const [variant, machine] of variants.entries())
      for (const input of inputs) {
        const options = { events: events as AnyEventObject[], input, serializeState };
        const toStates = getShortestPaths(machine, options) as AnyPath[];
        const shortestTo = new Map(toStates.map((path) => [serializeState(path.state), path]));
        for (const path of toStates) {
          reached.add(topLevelOf(byValue(path.state)));
          paths.push({
            name: `reaches ${byValue(path.state)}`,
            machine,
            input: [variant, input],
            path,
          });
        }
        const adjacency = getAdjacencyMap(machine, options);
        for (const [stateKey, { state, transitions }] of Object.entries(adjacency)) {
          const toSource = shortestTo.get(stateKey);
          if (!toSource) continue;
          // Events a state ignores are not transitions of the diagram; one it answers by staying is.
          const steps = Object.values(transitions) as Step<AnySnapshot, AnyEventObject>[];
          const answered = (step: Step<AnySnapshot, AnyEventObject>) =>
            machine.getTransitionData(state as never, step.event).length > 0;
          for (const step of steps.filter(answered)) {
            paths.push({
              name: `${byValue(state)} --${step.event.type}--> ${byValue(step.state)}`,
              machine,
              input: [variant, input],
              path: { ...toSource, state: step.state, steps: [...toSource.steps, step] },
            });
          }
        }
      }

    describe(`${entry.id} machine paths`, () => {
      const machine = registered;
      it('reaches every top-level state', () => {
        // A state left at once by an eventless transition without a guard is never settled in.
        const transient = [
          '"restoring"',
          '"sessionExpired"',
          ...Object.values(machine.root.states)
            .filter((node) => node.always?.some((transition) => !transition.guard))
            .map((node) => JSON.stringify(node.key)),
        ];
        const unreached = allStateValues(machine).filter(
          (value) => !reached.has(value) && !transient.includes(value),
        );
        expect(unreached).toEqual([]);
      });

      const coverage: Coverage = { states: new Set(), transitions: new Set() };
      const seen = new Set<string>();
      const named = new Map<string, number>();
      const variantOf = (machine: AnyStateMachine) => variants.indexOf(machine);
      for (const {
        name,
        machine,
        input: [variant, input],
        path,
      } of paths) {
        const key = JSON.stringify([
          variantOf(machine),
          input,
          path.steps.map((step) => step.event),
        ]);
        if (seen.has(key)) continue;
        seen.add(key);
        const count = (named.get(name) ?? 0) + 1;
        named.set(name, count);
        it(count === 1 ? name : `${name} (${count})`, async () => {
          visited.length = 0;
          const replay = startReplay(replayed[variant] ?? wired, input, recordCoverage(coverage));
          expect(JSON.stringify(replay.value())).toBe(byValue(path.steps[0]?.state ?? path.state));
          // The oracle judges the machine as registered (a variant's guards are the app's choice).
          let expected = variant === 0 ? oracle?.start(input) : undefined;
          const said: string[] = [];
          if (oracle && expected !== undefined)
            expect(shown(seenOf(replay)), 'at the start').toBe(shown(oracle.seen(expected)));
          for (const step of path.steps.slice(1)) {
            await replay.send(step.event);
            expect(JSON.stringify(replay.value())).toBe(byValue(step.state));
            // An action of the app's that throws stops the actor: the path must not.
            expect(replay.actor.getSnapshot().status).not.toBe('error');
            if (oracle && expected !== undefined) {
              expected = oracle.next(expected, step.event);
              said.push(step.event.type);
              expect(shown(seenOf(replay)), `after ${said.join(', ')}`).toBe(
                shown(oracle.seen(expected)),
              );
            }
          }
          replay.actor.stop();
        });
      }

      it('takes every state and every transition', () => {
        const parts = machineParts(machine);
        const missedStates = parts.states.filter((id) => !coverage.states.has(id));
        const missed = parts.transitions.filter((key) => !coverage.transitions.has(key));
        coverageTable.push({
          machine: entry.id,
          states: `${parts.states.length - missedStates.length}/${parts.states.length}`,
          transitions: `${parts.transitions.length - missed.length}/${parts.transitions.length}`,
          percent: Math.floor(
            (100 * (parts.transitions.length - missed.length)) / parts.transitions.length,
          ),
        });
        for (const id of [...missedStates, ...missed]) notTaken.push(`${entry.id}: ${id}`);
        expect({ missedStates, missed }).toEqual({ missedStates: [], missed: [] });
      });
    });
  }
}
