import { getAdjacencyMap, getShortestPaths, type StatePath, type Step } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { loadMachine, loadPathEvents, registeredMachines } from './registry';
import { startReplay } from './replay';

/**
 * Generated from the machines in stately.config.json: one test per path reaching each state,
 * and one per transition (the shortest path to its source, then the transition), each
 * replayed on a real actor whose state must follow the model step by step.
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

for (const entry of registeredMachines()) {
  const machine = await loadMachine(entry);
  const { events, inputs } = await loadPathEvents(entry);

  const paths: Array<{ name: string; input: unknown; path: AnyPath }> = [];
  const reached = new Set<string>();
  for (const input of inputs) {
    const options = { events: events as AnyEventObject[], input, serializeState: byValue };
    const toStates = getShortestPaths(machine, options) as AnyPath[];
    const shortestTo = new Map(toStates.map((path) => [byValue(path.state), path]));
    for (const path of toStates) {
      reached.add(topLevelOf(byValue(path.state)));
      paths.push({ name: `reaches ${byValue(path.state)}`, input, path });
    }
    const adjacency = getAdjacencyMap(machine, options);
    for (const [stateKey, { state, transitions }] of Object.entries(adjacency)) {
      const toSource = shortestTo.get(stateKey);
      if (!toSource) continue;
      // Events a state ignores are not transitions of the diagram.
      const steps = Object.values(transitions) as Step<AnySnapshot, AnyEventObject>[];
      for (const step of steps.filter((candidate) => state.can(candidate.event))) {
        paths.push({
          name: `${stateKey} --${step.event.type}--> ${byValue(step.state)}`,
          input,
          path: { ...toSource, state: step.state, steps: [...toSource.steps, step] },
        });
      }
    }
  }

  describe(`${entry.id} machine paths`, () => {
    it('reaches every top-level state', () => {
      const transient = ['"restoring"', '"sessionExpired"'];
      const unreached = allStateValues(machine).filter(
        (value) => !reached.has(value) && !transient.includes(value),
      );
      expect(unreached).toEqual([]);
    });

    const seen = new Set<string>();
    for (const { name, input, path } of paths) {
      const key = `${JSON.stringify(input)} ${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      it(name, async () => {
        const replay = startReplay(machine, input);
        expect(JSON.stringify(replay.value())).toBe(byValue(path.steps[0]?.state ?? path.state));
        for (const step of path.steps.slice(1)) {
          await replay.send(step.event);
          expect(JSON.stringify(replay.value())).toBe(byValue(step.state));
        }
        replay.actor.stop();
      });
    }
  });
}
