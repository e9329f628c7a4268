import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, setup } from 'xstate';
import { loadMachine, registeredMachines } from './registry';
import { transitionTable } from './transitionTable';

/*
 * The path tests must bite: for every registered machine, each transition's target is moved to
 * another state in turn, and the changed machine must no longer match its committed table
 * (which is what machines.transitions.test.ts compares it with).
 */

type Config = {
  id?: string;
  states?: Record<string, Config>;
  on?: Record<string, unknown>;
  always?: unknown;
};

interface Arrow {
  /** Dotted path of the state whose transition this is. */
  at: string[];
  event: string;
  index: number;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function arrows(config: Config, at: string[] = []): Arrow[] {
  // A transition without a target is an arrow too: giving it one changes the machine.
  const own = Object.entries(config.on ?? {}).flatMap(([event, value]) =>
    asList(value).map((_, index) => ({ at, event, index })),
  );
  const eventless = asList(config.always ?? []).map((_, index) => ({
    at,
    event: 'always',
    index,
  }));
  const children = Object.entries(config.states ?? {}).flatMap(([key, child]) =>
    arrows(child, [...at, key]),
  );
  return [...own, ...eventless, ...children];
}

/** Every state of the machine as an absolute target (`#id.a.b`). */
function allTargets(config: Config, id: string, at: string[] = []): string[] {
  return Object.entries(config.states ?? {}).flatMap(([key, child]) => [
    `#${[id, ...at, key].join('.')}`,
    ...allTargets(child, id, [...at, key]),
  ]);
}

/** The machine with one arrow moved to `to`; every other part as it was. */
function withArrowMoved(machine: AnyStateMachine, arrow: Arrow, to: string): AnyStateMachine {
  const root = { ...(machine.config as Config) };
  let node = root;
  for (const key of arrow.at) {
    const child = { ...(node.states?.[key] as Config) };
    node.states = { ...node.states, [key]: child };
    node = child;
  }
  const list = asList(arrow.event === 'always' ? node.always : node.on?.[arrow.event]);
  const changed = list.map((transition, index) =>
    index !== arrow.index
      ? transition
      : typeof transition === 'string'
        ? to
        : { ...(transition as object), target: to },
  );
  if (arrow.event === 'always') node.always = changed;
  else node.on = { ...node.on, [arrow.event]: changed };
  return setup(machine.implementations as never).createMachine(root as never) as never;
}

describe('a changed arrow fails the path tests', () => {
  for (const entry of registeredMachines()) {
    it(`every transition target of ${entry.id}`, async () => {
      const machine = await loadMachine(entry);
      const committed = readFileSync(
        path.join(import.meta.dirname, 'transitions', `${entry.id}.txt`),
        'utf8',
      );
      expect(transitionTable(machine)).toBe(committed);
      const config = machine.config as Config;
      const found = arrows(config);
      expect(found.length).toBeGreaterThan(0);
      // Of two different states, at least one is not where the arrow goes now.
      const targets = allTargets(config, config.id ?? entry.id).slice(0, 2);
      for (const arrow of found) {
        const moved = targets.map((to) => transitionTable(withArrowMoved(machine, arrow, to)));
        expect(
          moved.some((table) => table !== committed),
          `${[entry.id, ...arrow.at].join('.')} ${arrow.event} #${arrow.index + 1}`,
        ).toBe(true);
      }
    });
  }
});
