import { getShortestPaths } from '@xstate/graph';
import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createEmptyActor,
} from 'xstate';
import type { Funnel } from '../../../src/domain/funnels';
import type { SomeOracle } from '../../paths/oracle/kit';

/*
 * A funnel as the browser drives it, for @xstate/graph: the customer's moves (Continue with the
 * step done, Back, Continue while the next step's load fails, Try again), each made of the
 * funnel machine's own events, with every call the move starts answered as the server would
 * (its success, from the node path tests' events, test/paths/<machine>.events.ts), except the
 * one a failing move makes fail.
 *
 * The paths come from the machine: `getShortestPaths` over these moves, reaching each place
 * the customer can be (a step, whether its load failed, the move that led there and the step
 * it was made on).
 * What each step of a path must show comes from the oracle (test/paths/oracle), written from
 * the product's rules: the same moves are replayed on the oracle, and the browser must be on
 * the oracle's step, at its URL, with a failed load shown exactly when it says. A machine
 * that moves an arrow still yields paths, but the browser (running that machine) then shows
 * something else than the oracle expects, and the path fails.
 */

export type Move =
  | { type: 'continue' }
  | { type: 'back' }
  /** Continue, while the named call (the next step's load) fails at the network. */
  | { type: 'continueFailing'; call: string }
  /** Try again on a failed load. */
  | { type: 'retry' };

export interface FunnelModelSpec {
  funnel: Funnel;
  machine: AnyStateMachine;
  oracle: SomeOracle;
  /** Every event of the node path tests (test/paths/<machine>.events.ts): the calls' results. */
  pathEvents: readonly AnyEventObject[];
  /** The machine's input on a first visit. */
  input: unknown;
  /**
   * What happens as the funnel opens, before the first step shows: the session's
   * `funnel.signedIn`, a choice handed over from My stuff, the step the URL asks for.
   */
  opening: AnyEventObject[];
  /**
   * The events a step's Continue is made of: what the customer chooses there, then
   * `funnel.next` (the default), or the result of a kit step (the timeslot or address step,
   * which has its own Continue).
   */
  continueWith: Partial<Record<string, AnyEventObject[]>>;
  /** Kit steps the customer answers (timeslotStep, addressStep): never answered by themselves. */
  interactive: readonly string[];
  /** Calls whose failure shows as a failed load with Try again, by the call's id. */
  failing: readonly string[];
}

interface Place {
  snapshot: AnyMachineSnapshot;
  /** The move that led here (part of where the customer is: the same step reached by Back). */
  by: Move['type'] | 'open';
  /** The step the move was made on: a Continue that goes somewhere new is a place of its own. */
  from: string;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function mockScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'browser-paths',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** The first success of each call in the path events: what the server answers. */
function successes(events: readonly AnyEventObject[]): Map<string, AnyEventObject> {
  const found = new Map<string, AnyEventObject>();
  for (const event of events) {
    if (!event.type.startsWith(DONE)) continue;
    const call = event.type.slice(DONE.length);
    if (!found.has(call)) found.set(call, event);
  }
  return found;
}

const failure = (call: string): AnyEventObject => ({
  type: `${ERROR}${call}`,
  error: new Error('Service Unavailable'),
});

/**
 * Answers the calls under way, one at a time, until none is left that the server answers by
 * itself (the kit steps wait for the customer). `failOnce` fails that call the first time.
 */
function settle<State>(
  state: State,
  callsOf: (state: State) => string[],
  send: (state: State, event: AnyEventObject) => State,
  spec: FunnelModelSpec,
  answers: Map<string, AnyEventObject>,
  failOnce: string | null,
): State {
  let current = state;
  let failed = failOnce === null;
  for (let round = 0; round < 30; round += 1) {
    const call = callsOf(current).find(
      (id) => !spec.interactive.includes(id) && (answers.has(id) || id === failOnce),
    );
    if (call === undefined) return current;
    if (!failed && call === failOnce) {
      failed = true;
      current = send(current, failure(call));
    } else {
      current = send(current, answers.get(call) as AnyEventObject);
    }
  }
  throw new Error(`${spec.funnel.id}: calls keep coming after 30 answers`);
}

/** The funnel step (top-level state) a machine snapshot is on. */
export function stepOf(snapshot: AnyMachineSnapshot): string {
  const value = snapshot.value as unknown;
  return typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? '');
}

function eventsOf(spec: FunnelModelSpec, step: string, move: Move): AnyEventObject[] {
  switch (move.type) {
    case 'continue':
    case 'continueFailing':
      return spec.continueWith[step] ?? [{ type: 'funnel.next' }];
    case 'back':
      return [{ type: 'funnel.back' }];
    case 'retry':
      return [{ type: 'funnel.retry' }];
  }
}

const failingCall = (move: Move) => (move.type === 'continueFailing' ? move.call : null);

/** The moves the graph tries everywhere; those that change nothing are left out. */
function movesOf(spec: FunnelModelSpec): Move[] {
  return [
    { type: 'continue' },
    { type: 'back' },
    ...spec.failing.map((call): Move => ({ type: 'continueFailing', call })),
    { type: 'retry' },
  ];
}

/** The funnel machine under the customer's moves, as @xstate/graph walks it. */
function browserLogic(spec: FunnelModelSpec) {
  const answers = successes(spec.pathEvents);
  const scope = mockScope();
  const send = (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    spec.machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
  const callsOf = (snapshot: AnyMachineSnapshot) => Object.keys(snapshot.children);
  const apply = (snapshot: AnyMachineSnapshot, events: AnyEventObject[], fail: string | null) => {
    let current = settle(snapshot, callsOf, send, spec, answers, null);
    for (const event of events) {
      current = settle(send(current, event), callsOf, send, spec, answers, fail);
    }
    return current;
  };
  // Not a machine to @xstate/graph (no `getStateNodeById`): it walks these moves, not events.
  return {
    transition(place: Place, move: Move): Place {
      const snapshot = apply(
        place.snapshot,
        eventsOf(spec, stepOf(place.snapshot), move),
        failingCall(move),
      );
      // A move that changes nothing is not a move the browser can be asked to make.
      if (
        stepOf(snapshot) === stepOf(place.snapshot) &&
        snapshot.hasTag('error') === place.snapshot.hasTag('error')
      )
        return place;
      // A failing move is one that fails: otherwise it is Continue, walked as such.
      if (move.type === 'continueFailing' && !snapshot.hasTag('error')) return place;
      return { snapshot, by: move.type, from: stepOf(place.snapshot) };
    },
    getInitialSnapshot(): Place {
      const initial = spec.machine.getInitialSnapshot(scope, spec.input) as AnyMachineSnapshot;
      return { snapshot: apply(initial, spec.opening, null), by: 'open', from: '' };
    },
  };
}

const placeKey = (place: Place) =>
  `${stepOf(place.snapshot)}${place.snapshot.hasTag('error') ? ' (failed)' : ''} by ${place.by} from ${place.from}`;

/** What the browser must show after a move: from the oracle. */
export interface Expected {
  step: string;
  url: string | null;
  /** A failed load, offered again with Try again. */
  failed: boolean;
}

export interface BrowserPath {
  name: string;
  moves: { move: Move; from: Expected; expected: Expected }[];
  start: Expected;
}

export function moveName(move: Move): string {
  switch (move.type) {
    case 'continue':
      return 'continue';
    case 'back':
      return 'back';
    case 'continueFailing':
      return `continue (${move.call} fails)`;
    case 'retry':
      return 'try again';
  }
}

/** The oracle replayed on the same moves: what the customer should see after each. */
function expectations(spec: FunnelModelSpec, moves: Move[]) {
  const { oracle } = spec;
  const answers = successes(spec.pathEvents);
  const send = (model: unknown, event: AnyEventObject) => oracle.next(model, event);
  const callsOf = (model: unknown) => oracle.seen(model).calls;
  const expected = (model: unknown): Expected => {
    const seen = oracle.seen(model);
    return { step: seen.state, url: seen.url, failed: seen.error };
  };
  let model = settle(oracle.start(spec.input), callsOf, send, spec, answers, null);
  for (const event of spec.opening)
    model = settle(send(model, event), callsOf, send, spec, answers, null);
  const start = expected(model);
  const steps = moves.map((move) => {
    const from = expected(model);
    for (const event of eventsOf(spec, oracle.seen(model).state, move)) {
      model = settle(send(model, event), callsOf, send, spec, answers, failingCall(move));
    }
    return { move, from, expected: expected(model) };
  });
  return { start, steps };
}

/** A path's moves: its steps but the first, the start (`xstate.init`). */
const movesIn = (steps: { event: { type: string } }[]) =>
  steps.map((step) => step.event).filter((event): event is Move => event.type !== 'xstate.init');

type Found = { state: Place; steps: { state: Place; event: { type: string } }[] };

function shortestFrom(spec: FunnelModelSpec, fromState?: Place): Found[] {
  return getShortestPaths(
    browserLogic(spec) as never,
    {
      events: movesOf(spec) as never,
      serializeState: (place: unknown) => placeKey(place as Place),
      serializeEvent: (move: unknown) => JSON.stringify(move),
      limit: 5000,
      ...(fromState ? { fromState } : {}),
    } as never,
  ) as unknown as Found[];
}

/**
 * Paths that reach every place the customer can be (a step, whether its load failed, the move
 * that led there and the step it was made on), each from @xstate/graph's shortest paths: a path goes the shortest
 * way to the nearest place no path has reached yet, then on from there, and a new path
 * starts when one would pass `maxMoves`. Named by their moves.
 */
export function browserPaths(
  spec: FunnelModelSpec,
  { maxMoves = 24, endOn }: { maxMoves?: number; endOn?: string } = {},
): BrowserPath[] {
  const everywhere = shortestFrom(spec);
  const start = everywhere.find((path) => movesIn(path.steps).length === 0)?.state;
  if (!start) throw new Error(`${spec.funnel.id}: no start`);
  const unreached = new Set(everywhere.map((path) => placeKey(path.state)));
  unreached.delete(placeKey(start));
  const walks: Move[][] = [];
  let walk: Move[] = [];
  let at = start;
  while (unreached.size > 0) {
    const nearest = shortestFrom(spec, at)
      .filter((path) => unreached.has(placeKey(path.state)))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    const moves = nearest ? movesIn(nearest.steps) : [];
    if (!nearest || (walk.length > 0 && walk.length + moves.length > maxMoves)) {
      if (walk.length === 0) throw new Error(`${spec.funnel.id}: unreachable ${[...unreached]}`);
      walks.push(walk);
      walk = [];
      at = start;
      continue;
    }
    for (const step of nearest.steps) unreached.delete(placeKey(step.state));
    walk.push(...moves);
    at = nearest.state;
  }
  // The last path goes on, the shortest way, to where the paths should end (checkout, to pay).
  if (endOn && stepOf(at.snapshot) !== endOn) {
    const onwards = shortestFrom(spec, at)
      .filter(
        (path) => stepOf(path.state.snapshot) === endOn && !path.state.snapshot.hasTag('error'),
      )
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    // When the machine cannot get there, the path stops: its test then fails on paying.
    if (onwards) walk.push(...movesIn(onwards.steps));
  }
  if (walk.length > 0) walks.push(walk);
  return walks.map((moves) => {
    const { start: first, steps } = expectations(spec, moves);
    return { name: moves.map(moveName).join(' → '), start: first, moves: steps };
  });
}
