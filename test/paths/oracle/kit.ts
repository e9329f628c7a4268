import type { AnyEventObject } from 'xstate';

/*
 * The oracle's vocabulary. An oracle is what a person expects of a machine, written from the
 * product's rules (SPEC.md, docs/decisions.md, src/domain/funnels.ts) without reading the
 * machine's transitions: for each event, given what the customer has done so far, what the
 * customer should see next. It never runs the machine; the path tests and the properties
 * replay the machine and compare what it shows with what the oracle says.
 */

/** What a customer (and the network) can tell about a machine at one moment. */
export interface Seen {
  /** The step on screen (a funnel's step id, or `unopened` / `placed`), or the session's stage. */
  state: string;
  /** A spinner: the screen waits on a call and takes no input. */
  busy: boolean;
  /** A failed load, offered again with Try again. */
  error: boolean;
  /** The calls under way (invoked actor ids), sorted. */
  calls: string[];
  /** The last URL the machine moved the page to, or null when it has moved it nowhere. */
  url: string | null;
}

export interface Oracle<Model = unknown> {
  /** The machine's id in stately.config.json. */
  id: string;
  start: (input: unknown) => Model;
  /** The model after the event; the same model when the event should change nothing. */
  next: (model: Model, event: AnyEventObject) => Model;
  seen: (model: Model) => Seen;
}

/** An oracle of some machine, its model left opaque (how the tests hold them all). */
export interface SomeOracle {
  id: string;
  start: (input: unknown) => unknown;
  next: (model: unknown, event: AnyEventObject) => unknown;
  seen: (model: unknown) => Seen;
}

export const erased = <Model>(oracle: Oracle<Model>) => oracle as unknown as SomeOracle;

/** A field of an event's data. */
export function dataOf<T>(event: AnyEventObject, name: string): T {
  return (event as unknown as Record<string, T>)[name] as T;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** The output of a call's success, when the event is that call's success. */
export function doneOf<T = unknown>(event: AnyEventObject, call: string): { output: T } | null {
  return event.type === `${DONE}${call}` ? { output: (event as { output?: T }).output as T } : null;
}

export function isDone(event: AnyEventObject, call: string): boolean {
  return event.type === `${DONE}${call}`;
}

export function isError(event: AnyEventObject, call: string): boolean {
  return event.type === `${ERROR}${call}`;
}

/** The call a result event reports on, or null for an event of the customer's. */
export function callOf(event: AnyEventObject): string | null {
  if (event.type.startsWith(DONE)) return event.type.slice(DONE.length);
  if (event.type.startsWith(ERROR)) return event.type.slice(ERROR.length);
  return null;
}

/** Where a step stands: what it waits for, and how that shows. */
export interface Phase {
  /** The oracle's own name for it (never compared with the machine's). */
  name: string;
  busy: boolean;
  error: boolean;
  calls: string[];
}

/** Waiting on a call behind a spinner. */
export const busyWith = (name: string, call: string): Phase => ({
  name,
  busy: true,
  error: false,
  calls: [call],
});

/** A call under way while the customer goes on using the step (a running total, a quote). */
export const behind = (name: string, call: string): Phase => ({
  name,
  busy: false,
  error: false,
  calls: [call],
});

/** Waiting on something that is not a call (the session check after a reload). */
export const waiting = (name: string): Phase => ({ name, busy: true, error: false, calls: [] });

/** A load failed: the step says so and offers Try again. */
export const failedLoad = (name = 'failed'): Phase => ({
  name,
  busy: false,
  error: true,
  calls: [],
});

/** The customer's turn. */
export const idle = (name: string): Phase => ({ name, busy: false, error: false, calls: [] });

/* Funnels: a table of steps and the kit's common rules. */

export interface FunnelModel<Basket> {
  /** A step id, or `unopened` (not shown yet) or `placed` (ordered; emptied for the next). */
  step: string;
  phase: Phase;
  url: string | null;
  /** What the customer has chosen and what is saved, as far as the funnel knows. */
  basket: Basket;
}

export interface FunnelStep<Basket> {
  id: string;
  url: string;
  /** The step's work is done, so a later step may be opened. */
  done: (basket: Basket) => boolean;
  /** Where Back goes from here (it may depend on the basket); the first step has none. */
  back?: string | ((basket: Basket) => string | undefined);
  /** What the step does on arrival: its first call, or the customer's turn. */
  enter: (basket: Basket) => Phase;
  /** What arriving changes in the basket (a flag that lasts until the step is reached). */
  arrive?: (basket: Basket) => Basket;
  /**
   * The step's own answer to an event; undefined when the step leaves it to the funnel's
   * common rules, and the same model when it ignores it.
   */
  on?: (
    model: FunnelModel<Basket>,
    event: AnyEventObject,
    funnel: FunnelKit<Basket>,
  ) => FunnelModel<Basket> | undefined;
}

export interface FunnelRules<Basket> {
  id: string;
  steps: FunnelStep<Basket>[];
  start: (input: unknown) => Basket;
  signedIn: (basket: Basket, event: AnyEventObject) => Basket;
  isSignedIn: (basket: Basket) => boolean;
  /** The next order for the same customer: everything goes but who they are. */
  afterOrder: (basket: Basket) => Basket;
  /** What checkout needs of the basket: the list of what is missing (empty when ready). */
  missingForCheckout: (basket: Basket) => string[];
  /** The funnel's own answer to an event on any step, before the steps' (boxes chosen elsewhere). */
  on?: (
    model: FunnelModel<Basket>,
    event: AnyEventObject,
    funnel: FunnelKit<Basket>,
  ) => FunnelModel<Basket> | undefined;
  /** A request from this step for an earlier one (a change from the summary): the basket then. */
  requestedFrom?: (model: FunnelModel<Basket>, landing: string) => Basket;
  /** This basket's steps in order, when not every step of the table is its (a shipment's). */
  stepsOf?: (basket: Basket) => string[];
}

export interface FunnelKit<Basket> extends Oracle<FunnelModel<Basket>> {
  rules: FunnelRules<Basket>;
  /** The model on arrival at a step. */
  enter: (model: FunnelModel<Basket>, step: string) => FunnelModel<Basket>;
  /** The step a request for `requested` lands on: it, or the first step before it not done. */
  landing: (basket: Basket, requested: string) => string;
  stepAt: (id: string) => FunnelStep<Basket>;
  /** Every step before `id` whose work is not done. */
  undoneBefore: (basket: Basket, id: string) => string[];
  /** The basket's steps in order. */
  stepsOf: (basket: Basket) => FunnelStep<Basket>[];
}

/** The common rules of every funnel, around a funnel's table of steps. */
export function funnelOracle<Basket>(rules: FunnelRules<Basket>): FunnelKit<Basket> {
  const stepAt = (id: string) => {
    const found = rules.steps.find((step) => step.id === id);
    if (!found) throw new Error(`${rules.id} has no step ${id}`);
    return found;
  };

  const stepsOf = (basket: Basket) =>
    rules.stepsOf ? rules.stepsOf(basket).map(stepAt) : rules.steps;

  const landing = (basket: Basket, requested: string) => {
    for (const step of stepsOf(basket)) {
      if (step.id === requested || !step.done(basket)) return step.id;
    }
    return requested;
  };

  const enter = (model: FunnelModel<Basket>, id: string): FunnelModel<Basket> => {
    const step = stepAt(id);
    const basket = step.arrive ? step.arrive(model.basket) : model.basket;
    return { step: id, phase: step.enter(basket), url: step.url, basket };
  };

  const undoneBefore = (basket: Basket, id: string) => {
    const steps = stepsOf(basket);
    const index = steps.findIndex((step) => step.id === id);
    return steps
      .slice(0, Math.max(index, 0))
      .flatMap((step) => (step.done(basket) ? [] : [step.id]));
  };

  const kit: FunnelKit<Basket> = {
    id: rules.id,
    rules,
    enter,
    landing,
    stepAt,
    undoneBefore,
    stepsOf,
    start: (input) => ({
      step: 'unopened',
      phase: idle('unopened'),
      url: null,
      basket: rules.start(input),
    }),
    seen: (model) => ({
      state: model.step,
      busy: model.phase.busy,
      error: model.phase.error,
      calls: [...model.phase.calls].sort(),
      url: model.url,
    }),
    next: (model, event) => {
      // A result of a call that is not under way is never heard (the call was left behind).
      const call = callOf(event);
      if (call !== null && !model.phase.calls.includes(call)) return model;

      const own = rules.on?.(model, event, kit);
      if (own) return own;
      const onStep =
        model.step in stepsById ? stepAt(model.step).on?.(model, event, kit) : undefined;
      if (onStep) return onStep;

      switch (event.type) {
        case 'funnel.stepRequested': {
          const to = landing(model.basket, dataOf<string>(event, 'step'));
          if (to === model.step) return model;
          const steps = stepsOf(model.basket);
          const here = steps.findIndex((step) => step.id === model.step);
          const there = steps.findIndex((step) => step.id === to);
          const basket =
            rules.requestedFrom && here >= 0 && there < here
              ? rules.requestedFrom(model, to)
              : model.basket;
          return enter({ ...model, basket }, to);
        }
        case 'funnel.back': {
          const rule = model.step in stepsById ? stepAt(model.step).back : undefined;
          const back = typeof rule === 'function' ? rule(model.basket) : rule;
          return back ? enter(model, back) : model;
        }
        case 'funnel.signedIn':
          return { ...model, basket: rules.signedIn(model.basket, event) };
        case 'funnel.signedOut':
          // The customer's funnel leaves with them; a visitor's stays as it is.
          return rules.isSignedIn(model.basket)
            ? { step: 'unopened', phase: idle('unopened'), url: model.url, basket: rules.start({}) }
            : model;
        case 'funnel.orderPlaced':
          return {
            step: 'placed',
            phase: idle('placed'),
            url: model.url,
            basket: rules.afterOrder(model.basket),
          };
        default:
          return model;
      }
    },
  };
  const stepsById = Object.fromEntries(rules.steps.map((step) => [step.id, step]));
  return kit;
}

/** The model with a new phase (and basket), on the same step. */
export function become<Basket>(
  model: FunnelModel<Basket>,
  phase: Phase,
  basket: Basket = model.basket,
): FunnelModel<Basket> {
  return { ...model, phase, basket };
}

export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/*
 * The checkout step of every funnel: the kit's child `checkoutStep` loads what checkout shows.
 * The customer sees the child's spinner while it loads and, when the load fails, its Try again
 * (the child's oracle, checkoutStep.ts); the funnel waits for what it ends with, then it is the
 * customer's turn on checkout.
 */

/** Arriving on checkout: the kit's checkout step loads what it shows. */
export const checkoutLoading = (): Phase => behind('loading', 'checkoutStep');

/** The checkout step's answer to the kit's child ending: the customer's turn. */
export function checkoutLoaded<Basket>(
  model: FunnelModel<Basket>,
  event: AnyEventObject,
): FunnelModel<Basket> | undefined {
  return isDone(event, 'checkoutStep') ? become(model, idle('ready')) : undefined;
}
