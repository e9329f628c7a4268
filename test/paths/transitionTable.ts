import type { AnyStateMachine } from 'xstate';

/*
 * A machine's definition as plain text: every state with its entry and exit actions, tags,
 * invoked actors and delays, and every transition with its event, guard (and parameters),
 * target and actions. The path tests compare it with the committed table, so a changed arrow
 * (a new target, a guard or an action added or dropped) fails until the table is updated on
 * purpose, which shows the change in review.
 */

interface DefinitionLike {
  type?: unknown;
  params?: unknown;
  name?: string;
}

interface TransitionLike {
  target?: Array<{ id: string }>;
  guard?: unknown;
  actions: unknown[];
  reenter?: boolean;
}

interface NodeLike {
  id: string;
  type: string;
  initial?: { target: Array<{ id: string }> };
  tags: string[];
  entry: unknown[];
  exit: unknown[];
  invoke: Array<{ id: string; src: unknown }>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  states: Record<string, NodeLike>;
}

function params(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'function') return '(…)';
  return `(${JSON.stringify(value)})`;
}

function named(item: unknown): string {
  if (typeof item === 'string') return item;
  const definition = item as DefinitionLike | null;
  if (definition && typeof definition.type === 'string') {
    return `${definition.type}${params(definition.params)}`;
  }
  if (typeof item === 'function') return (item as { name?: string }).name || 'inline';
  return 'inline';
}

function transitionLine(event: string, transition: TransitionLike): string {
  const guard = transition.guard === undefined ? '' : ` [${named(transition.guard)}]`;
  const target = transition.target?.map((node) => node.id).join(', ') ?? '(stays)';
  const actions = transition.actions.map(named);
  const reenter = transition.reenter ? ' (reenter)' : '';
  return `    ${event}${guard} → ${target}${reenter}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`;
}

function describeNode(node: NodeLike, lines: string[]): void {
  const parts = [`${node.id} (${node.type})`];
  if (node.initial && node.initial.target.length > 0)
    parts.push(`initial ${node.initial.target.map((t) => t.id).join(', ')}`);
  if (node.tags.length > 0) parts.push(`tags ${[...node.tags].sort().join(', ')}`);
  lines.push(parts.join(' · '));
  if (node.entry.length > 0) lines.push(`  entry ${node.entry.map(named).join(', ')}`);
  if (node.exit.length > 0) lines.push(`  exit ${node.exit.map(named).join(', ')}`);
  for (const invoked of node.invoke) lines.push(`  invoke ${invoked.id}: ${named(invoked.src)}`);
  for (const transition of node.always ?? []) lines.push(transitionLine('always', transition));
  for (const [event, transitions] of node.transitions) {
    for (const transition of transitions) lines.push(transitionLine(event, transition));
  }
  for (const child of Object.values(node.states)) describeNode(child, lines);
}

/** The machine as text, one state per line and one transition per indented line. */
export function transitionTable(machine: AnyStateMachine): string {
  const lines: string[] = [];
  describeNode(machine.root as unknown as NodeLike, lines);
  return `${lines.join('\n')}\n`;
}
