import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, EventObject } from 'xstate';

export interface RegisteredMachine {
  id: string;
  file: string;
  export: string;
  /** Module with the events the traversal may send; see `PathEvents`. */
  events: string;
}

/** What each machine's events module exports for its generated path tests. */
export interface PathEvents {
  /** Every event worth sending, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
  events: readonly EventObject[];
  /** One traversal per input, for machines whose start depends on it. */
  inputs: readonly unknown[];
  /**
   * What of the context tells two snapshots of one state apart for the traversal, for a guard
   * that reads it (a poll's wait, say); by default only the state value does.
   */
  contextKey?: (context: never) => unknown;
  /** Guards the app provides in place of the machine's own, each set traversed as well. */
  guards?: readonly Record<string, () => boolean>[];
}

const root = path.resolve(import.meta.dirname, '../..');

export function registeredMachines(): RegisteredMachine[] {
  const config = JSON.parse(readFileSync(path.join(root, 'stately.config.json'), 'utf8')) as {
    machines: RegisteredMachine[];
  };
  return config.machines;
}

export async function loadMachine(entry: RegisteredMachine): Promise<AnyStateMachine> {
  const module = (await import(path.join(root, entry.file))) as Record<string, AnyStateMachine>;
  const machine = module[entry.export];
  if (!machine) throw new Error(`${entry.file} does not export ${entry.export}`);
  return machine;
}

export async function loadPathEvents(entry: RegisteredMachine): Promise<PathEvents> {
  return (await import(path.join(root, entry.events))) as PathEvents;
}
