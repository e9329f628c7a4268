import type { AnyStateMachine } from 'xstate';
import type { Funnel } from '../../../src/domain/funnels';

/*
 * A funnel machine as the browser sees it: its steps, and the arrows a customer takes between
 * them, read from the machine's own definition, so a changed arrow changes the paths the
 * browser walks and what each step must show:
 * - `next`: an arrow from inside a step to a later step (the step done, then Continue). A step
 *   with arrows to two later steps goes to the nearer, or back to where a change started;
 * - `back`: the step's `funnel.back` arrow (the first to a step of this funnel, where a funnel
 *   with two ways through guards them);
 * - `visit`: a `funnel.stepRequested` arrow to an earlier step, taken by opening its URL; a
 *   step with arrows of its own for it (a summary's "Change" links) comes back after `next`;
 * - `retry`: a step whose loading can fail and be tried again (a state with a `funnel.retry`
 *   arrow, in the step or in a kit machine it invokes): the step's call fails at the network,
 *   the page says so, and Try again loads the step.
 * The other failed calls and the loading in between are the node path tests' part
 * (test/paths).
 */

export type StepEvent<Step extends string> =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'visit'; step: Step; change: boolean }
  | { type: 'retry' };

/** Where the customer is: a step, and the step a change started from, if one did. */
export interface StepNode<Step extends string> {
  step: Step;
  resume: Step | null;
}

export interface StepArrow<Step extends string> {
  from: StepNode<Step>;
  event: StepEvent<Step>;
  to: StepNode<Step>;
}

interface Config {
  id?: string;
  src?: unknown;
  states?: Record<string, Config>;
  on?: Record<string, unknown>;
  always?: unknown;
  invoke?: unknown;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function targetOf(transition: unknown): string | undefined {
  if (typeof transition === 'string') return transition;
  const target = (transition as { target?: unknown } | null)?.target;
  return typeof target === 'string' ? target : undefined;
}

/** Every target of every transition (events, eventless, invoke results) in a state's subtree. */
function targetsIn(config: Config): string[] {
  const transitions = [
    ...Object.values(config.on ?? {}).flatMap(list),
    ...list(config.always),
    ...list(config.invoke).flatMap((invoke) => {
      const { onDone, onError } = invoke as { onDone?: unknown; onError?: unknown };
      return [...list(onDone), ...list(onError)];
    }),
  ];
  const own = transitions.map(targetOf).filter((target) => target !== undefined);
  return [...own, ...Object.values(config.states ?? {}).flatMap(targetsIn)];
}

/**
 * Whether a state's subtree, or a machine it invokes (by name, from the funnel machine's
 * actors), can be told to try a failed load again.
 */
function canRetry(config: Config, actors: Record<string, unknown>): boolean {
  if (config.on?.['funnel.retry'] !== undefined) return true;
  const invoked = list(config.invoke).some((invoke) => {
    const src = (invoke as Config).src;
    const logic = typeof src === 'string' ? actors[src] : undefined;
    const invokedConfig = (logic as { config?: Config } | undefined)?.config;
    return invokedConfig !== undefined && canRetry(invokedConfig, actors);
  });
  return invoked || Object.values(config.states ?? {}).some((state) => canRetry(state, actors));
}

export function eventName<Step extends string>(event: StepEvent<Step>): string {
  if (event.type === 'retry') return 'retry after a failed load';
  if (event.type !== 'visit') return event.type;
  return `${event.change ? 'change' : 'visit'} ${event.step}`;
}

const nodeKey = <Step extends string>(node: StepNode<Step>) =>
  node.resume ? `${node.step} (then ${node.resume})` : node.step;

/** What the arrow covers of the machine: its step, its event and the step it lands on. */
const arrowKey = <Step extends string>(arrow: StepArrow<Step>) =>
  `${arrow.from.step} ${eventName(arrow.event)} ${arrow.to.step}`;

export interface StepGraph<Step extends string> {
  start: StepNode<Step>;
  arrowsFrom: (node: StepNode<Step>) => StepArrow<Step>[];
}

export function stepGraph<Step extends string>(
  machine: AnyStateMachine,
  funnel: Funnel<Step>,
): StepGraph<Step> {
  const root = machine.config as Config;
  const machineId = root.id ?? machine.id;
  const order = funnel.steps.map((step) => step.id);
  const index = (step: Step) => order.indexOf(step);
  const stepOf = (target: string | undefined, relativeTo: 'root' | 'absolute') => {
    if (!target) return undefined;
    const name =
      relativeTo === 'root' ? target.replace(/^\./, '') : target.replace(`#${machineId}.`, '');
    return order.find((step) => step === name.split('.')[0]);
  };
  const configOf = (step: Step) => {
    const config = root.states?.[step];
    if (!config) throw new Error(`${machineId} has no state for the step "${step}"`);
    return config;
  };
  const visitsFrom = (step: Step): { to: Step; change: boolean }[] => {
    const own = list(configOf(step).on?.['funnel.stepRequested'])
      .map((transition) => stepOf(targetOf(transition), 'absolute'))
      .filter((to): to is Step => to !== undefined && index(to) < index(step));
    if (own.length > 0) return own.map((to) => ({ to, change: true }));
    return list(root.on?.['funnel.stepRequested'])
      .map((transition) => stepOf(targetOf(transition), 'root'))
      .filter((to): to is Step => to !== undefined && index(to) < index(step))
      .map((to) => ({ to, change: false }));
  };

  function arrowsFrom(from: StepNode<Step>): StepArrow<Step>[] {
    const config = configOf(from.step);
    const later = [...new Set(targetsIn(config).map((target) => stepOf(target, 'absolute')))]
      .filter((to): to is Step => to !== undefined && index(to) > index(from.step))
      .sort((a, b) => index(a) - index(b));
    const arrows: StepArrow<Step>[] = [];
    const resumed = from.resume && later.includes(from.resume) ? from.resume : undefined;
    const next = resumed ?? later[0];
    if (next) {
      const resume = next === from.resume ? null : from.resume;
      arrows.push({ from, event: { type: 'next' }, to: { step: next, resume } });
    }
    // Part-way through a change, only Continue is walked: the rest is as without the change.
    if (from.resume) return arrows;
    if (canRetry(config, machine.implementations.actors)) {
      arrows.push({ from, event: { type: 'retry' }, to: from });
    }
    // Of guarded back arrows (a funnel with two ways through), the first to one of its steps.
    const back = list(config.on?.['funnel.back'])
      .map((transition) => stepOf(targetOf(transition), 'absolute'))
      .find((step) => step !== undefined);
    if (back) arrows.push({ from, event: { type: 'back' }, to: { step: back, resume: null } });
    for (const { to, change } of visitsFrom(from.step)) {
      arrows.push({
        from,
        event: { type: 'visit', step: to, change },
        to: { step: to, resume: change ? from.step : null },
      });
    }
    return arrows;
  }

  const first = order[0];
  if (!first) throw new Error(`${funnel.id} has no steps`);
  return { start: { step: first, resume: null }, arrowsFrom };
}

/**
 * Paths from the start that take every arrow at least once. Each path goes the shortest way
 * to the nearest arrow not yet taken, takes it, and goes on like that; a new path starts when
 * one reaches `maxArrows`.
 */
export function coveringPaths<Step extends string>(
  graph: StepGraph<Step>,
  maxArrows = 12,
): StepArrow<Step>[][] {
  // Every node and arrow the customer can reach.
  const nodes = new Map<string, StepNode<Step>>([[nodeKey(graph.start), graph.start]]);
  const queue = [graph.start];
  const all: StepArrow<Step>[] = [];
  while (queue.length > 0) {
    const node = queue.shift() as StepNode<Step>;
    for (const arrow of graph.arrowsFrom(node)) {
      all.push(arrow);
      if (!nodes.has(nodeKey(arrow.to))) {
        nodes.set(nodeKey(arrow.to), arrow.to);
        queue.push(arrow.to);
      }
    }
  }
  const untaken = new Set(all.map(arrowKey));

  /** The shortest walk from `from` that ends with an arrow not yet taken. */
  const toNearestUntaken = (from: StepNode<Step>): StepArrow<Step>[] | undefined => {
    const seen = new Map<string, StepArrow<Step>[]>([[nodeKey(from), []]]);
    const pending = [from];
    while (pending.length > 0) {
      const node = pending.shift() as StepNode<Step>;
      const walk = seen.get(nodeKey(node)) ?? [];
      const arrows = graph.arrowsFrom(node);
      const fresh = arrows.find((arrow) => untaken.has(arrowKey(arrow)));
      if (fresh) return [...walk, fresh];
      for (const arrow of arrows) {
        if (seen.has(nodeKey(arrow.to))) continue;
        seen.set(nodeKey(arrow.to), [...walk, arrow]);
        pending.push(arrow.to);
      }
    }
    return undefined;
  };

  const paths: StepArrow<Step>[][] = [];
  while (untaken.size > 0) {
    const path: StepArrow<Step>[] = [];
    let at = graph.start;
    for (;;) {
      const walk = toNearestUntaken(at);
      if (!walk || path.length + walk.length > maxArrows) break;
      for (const arrow of walk) untaken.delete(arrowKey(arrow));
      path.push(...walk);
      at = walk.at(-1)?.to ?? at;
    }
    if (path.length === 0) throw new Error(`Arrows no path can take: ${[...untaken].join(', ')}`);
    paths.push(path);
  }
  return paths;
}

/** A path's test name: its events in order. */
export function pathName<Step extends string>(path: StepArrow<Step>[]): string {
  return path.map((arrow) => eventName(arrow.event)).join(' → ');
}
