import { fc, test } from '@fast-check/vitest';
import { chai, describe, expect } from 'vitest';
import { type AnyEventObject, type AnyStateMachine, getNextSnapshot } from 'xstate';
import type { ClearBalanceModel } from './oracle/clearBalance';
import type { FunnelKit, FunnelModel, Seen } from './oracle/kit';
import { oracles } from './oracle/oracles';
import { loadPathEvents, registeredMachines } from './registry';
import { startDriven } from './replay';
import { appWiring, visited } from './wiring';

/*
 * Invariants as properties: random customers, each a random sequence of what a customer and
 * the network can do (the machine's path events, valid or not in the state at hand, a result
 * for a call under way, a late result of a call the machine has left behind, the same click
 * twice), run on the app's wiring of the machine. At every step:
 * - the machine is never stuck: some event or call result leads out of where it is (the only
 *   final state among them is a saved card's);
 * - it shows what its oracle says (oracle/), for the machines that have one;
 * - a funnel reaches checkout only with what the basket needs (per the oracle), and Continue
 *   never skips a step whose work is not done;
 * - sign-out always ends signed out, and 1310 signs out at once;
 * - a Pay is sent (startCheckout) at most once per attempt, however often it is clicked, and
 *   so is a balance payment (startClearBalance) and a card to save (createSetupIntent);
 * - checkout, clear balance and setup intent show what their oracles say.
 * numRuns is kept small so `npm run test:paths` stays about as long as before. Each run draws
 * new customers; to replay a failure, set PROPERTY_SEED to the seed it printed (and raise
 * PROPERTY_RUNS when chasing something).
 */

chai.config.truncateThreshold = 0;
const wiring = await appWiring();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 50);
if (process.env.PROPERTY_SEED) fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED) });
/** Generous: the machine is shared with other work, and PROPERTY_RUNS may be raised. */
const TIMEOUT = 10 * 60_000;
const LONGEST = 30;

type Action =
  | { kind: 'send'; pick: number; twice: boolean }
  | { kind: 'settle'; pick: number; result: number; late: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      pick: fc.nat(),
      twice: fc.constant(false),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      pick: fc.nat(),
      twice: fc.constant(true),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      pick: fc.nat(),
      result: fc.nat(),
      late: fc.constant(false),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      pick: fc.nat(),
      result: fc.nat(),
      late: fc.constant(true),
    }),
  },
);

const RESULT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Events that start over (another customer, an order placed): rarer, so runs get somewhere. */
const STARTS_OVER = [
  'funnel.signedOut',
  'funnel.orderPlaced',
  'funnel.boxesChosen',
  'checkout.reset',
];

/**
 * The path kit's events of a machine: what a customer sends, and each call's results, each
 * listed as often as it is to be picked (a success three times as often as a failure).
 */
function splitEvents(events: readonly AnyEventObject[]) {
  const customer = events.flatMap((event) =>
    RESULT.test(event.type) ? [] : Array(STARTS_OVER.includes(event.type) ? 1 : 3).fill(event),
  );
  const results = new Map<string, AnyEventObject[]>();
  for (const event of events) {
    const [, outcome, call] = RESULT.exec(event.type) ?? [];
    if (call)
      results.set(call, [
        ...(results.get(call) ?? []),
        ...Array(outcome === 'done' ? 3 : 1).fill(event),
      ]);
  }
  return { customer, results };
}

const stateOf = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

function seenOf(driven: ReturnType<typeof startDriven>): Seen {
  const snapshot = driven.snapshot();
  const value = snapshot.value;
  return {
    state: typeof value === 'string' ? value : (Object.keys(value as object)[0] ?? ''),
    busy: snapshot.hasTag('busy'),
    error: snapshot.hasTag('error'),
    calls: driven.live().sort(),
    url: visited.at(-1) ?? null,
  };
}

/** Some event or result of a call under way leads somewhere else. */
function hasWayOut(
  driven: ReturnType<typeof startDriven>,
  customer: readonly AnyEventObject[],
  results: Map<string, AnyEventObject[]>,
): boolean {
  const snapshot = driven.snapshot();
  const here = stateOf(snapshot);
  const candidates = [...driven.live().flatMap((call) => results.get(call) ?? []), ...customer];
  return candidates.some(
    (event) => stateOf(getNextSnapshot(driven.logic, snapshot as never, event as never)) !== here,
  );
}

interface Run {
  driven: ReturnType<typeof startDriven>;
  /** What has happened so far, for the failure message. */
  log: string[];
  /** Runs one action; answers the events the machine was sent (none for a call not under way). */
  step: (act: Action) => Promise<AnyEventObject[]>;
}

function startRun(
  machine: AnyStateMachine,
  input: unknown,
  customer: readonly AnyEventObject[],
  results: Map<string, AnyEventObject[]>,
): Run {
  visited.length = 0;
  const driven = startDriven(machine, input);
  const log: string[] = [];
  const step = async (act: Action): Promise<AnyEventObject[]> => {
    if (act.kind === 'send') {
      const event = customer[act.pick % customer.length] as AnyEventObject;
      const sent = act.twice ? [event, event] : [event];
      for (const one of sent) {
        log.push(event.type + ('step' in event ? `(${String(event.step)})` : ''));
        await driven.send(one);
      }
      return sent;
    }
    const calls = act.late ? [...results.keys()] : driven.live();
    if (calls.length === 0) return [];
    const call = calls[act.pick % calls.length] as string;
    const options = results.get(call) ?? [];
    if (options.length === 0) return [];
    const result = options[act.result % options.length] as AnyEventObject;
    const settled = await driven.settle(call, result, act.late);
    if (!settled) return [];
    log.push(act.late ? `late ${result.type}` : result.type);
    // A late result is never heard by the machine: the oracle does not hear it either.
    return act.late ? [] : [result];
  };
  return { driven, log, step };
}

const shown = ({ state, busy, error, calls, url }: Seen) =>
  `${state}${busy ? ' busy' : ''}${error ? ' error' : ''} calls [${calls.join(' ')}] at ${url}`;

const entries = registeredMachines();
/** `PATHS_MACHINES=session,checkout` limits the properties, like the paths, to those machines. */
const only = process.env.PATHS_MACHINES?.split(',').filter(Boolean);
const chosen = (id: string) => !only || only.includes(id);
const entryOf = (id: string) => {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`${id} is not in stately.config.json`);
  return entry;
};

const FUNNELS = [
  'orderFunnel',
  'returnFunnel',
  'collectionFunnel',
  'driveUpFunnel',
  'materialsFunnel',
  'packingFunnel',
  'moveOutFunnel',
  'shippingFunnel',
];
const pathEvents = Object.fromEntries(
  await Promise.all(
    [...FUNNELS, 'session', 'checkout', 'clearBalance', 'setupIntent'].map(
      async (id) => [id, await loadPathEvents(entryOf(id))] as const,
    ),
  ),
);
const eventsOf = (id: string) => {
  const found = pathEvents[id];
  if (!found) throw new Error(`no path events for ${id}`);
  return found;
};

describe.runIf(FUNNELS.some(chosen))('funnels, for random customers', () => {
  for (const id of FUNNELS.filter(chosen)) {
    const funnel = oracles[id] as unknown as FunnelKit<unknown>;
    const machine = wiring[id] as AnyStateMachine;
    const { events, inputs } = eventsOf(id);
    const { customer, results } = splitEvents(events);

    test.prop(
      [fc.nat({ max: inputs.length - 1 }), fc.array(action, { maxLength: LONGEST, size: 'max' })],
      {
        numRuns: RUNS,
      },
    )(
      `${id}: never stuck, shows what the oracle says, reaches checkout only with what it needs, and Continue skips no step`,
      async (inputIndex, actions) => {
        const input = inputs[inputIndex];
        const run = startRun(machine, input, customer, results);
        let model = funnel.start(input);
        for (const act of actions) {
          const before = seenOf(run.driven).state;
          const order = funnel
            .stepsOf((model as FunnelModel<unknown>).basket)
            .map((step) => step.id);
          const continued =
            act.kind === 'send' && customer[act.pick % customer.length]?.type === 'funnel.next';
          for (const event of await run.step(act)) model = funnel.next(model, event);
          const where = `after ${run.log.join(', ')}`;
          const seen = seenOf(run.driven);
          const basket = (model as FunnelModel<unknown>).basket;

          expect(hasWayOut(run.driven, customer, results), `stuck ${where}`).toBe(true);
          if (seen.state === 'checkout')
            expect(funnel.rules.missingForCheckout(basket), `checkout ${where}`).toEqual([]);
          if (continued && order.indexOf(seen.state) > order.indexOf(before) + 1)
            expect(
              funnel.undoneBefore(basket, seen.state),
              `Continue from ${before} to ${seen.state} skipped ${where}`,
            ).toEqual([]);
          expect(shown(seen), where).toBe(shown(funnel.seen(model)));
        }
        run.driven.actor.stop();
      },
      TIMEOUT,
    );
  }
});

describe.skipIf(!chosen('session'))('the session, for random customers', () => {
  const oracle = oracles.session;
  const { events, inputs } = eventsOf('session');
  const { customer, results } = splitEvents(events);
  const machine = wiring.session as AnyStateMachine;

  test.prop(
    [fc.nat({ max: inputs.length - 1 }), fc.array(action, { maxLength: LONGEST, size: 'max' })],
    {
      numRuns: RUNS,
    },
  )(
    'never stuck, shows what the oracle says, and sign-out always ends signed out',
    async (inputIndex, actions) => {
      if (!oracle) throw new Error('no session oracle');
      const input = inputs[inputIndex];
      const run = startRun(machine, input, customer, results);
      let model = oracle.start(input);
      /** A sign-out was asked for while signed in, and no sign-in since. */
      let leaving = false;
      for (const act of actions) {
        const wasSignedIn = run.driven.snapshot().hasTag('signedIn');
        const sent = await run.step(act);
        for (const event of sent) model = oracle.next(model, event);
        const where = `after ${run.log.join(', ')}`;
        const snapshot = run.driven.snapshot();
        const types = sent.map((event) => event.type);

        if (wasSignedIn && (types.includes('session.logOut') || types.includes('session.expired')))
          leaving = true;
        if (types.includes('session.logIn') || types.includes('session.signUp')) leaving = false;
        if (leaving) expect(snapshot.hasTag('signedIn'), `signed in again ${where}`).toBe(false);
        if (wasSignedIn && types.includes('session.expired'))
          expect(snapshot.value, `1310 ${where}`).toBe('signedOut');
        if (types.some((type) => type.endsWith('.actor.logOut')))
          expect(snapshot.value, `sign-out ${where}`).toBe('signedOut');
        expect(hasWayOut(run.driven, customer, results), `stuck ${where}`).toBe(true);
        expect(shown(seenOf(run.driven)), where).toBe(shown(oracle.seen(model)));
      }
      run.driven.actor.stop();
    },
    TIMEOUT,
  );
});

/**
 * The machines that take money or a card: what starts an attempt (the customer's press) and
 * the call that sends it to the provider, which must go at most once per attempt.
 */
const PAYMENTS = [
  { id: 'checkout', press: 'checkout.pay', sends: 'startCheckout' },
  {
    id: 'clearBalance',
    press: 'clearBalance.pay',
    sends: 'startClearBalance',
    // The payments page with nothing owed has nothing to do: the customer reads it and leaves.
    rests: (model: unknown) => {
      const { stage, owed, refreshing } = model as ClearBalanceModel;
      return owed <= 0 && ['ready', 'failed', 'succeeded'].includes(stage) && !refreshing;
    },
  },
  { id: 'setupIntent', press: 'setupIntent.submit', sends: 'createSetupIntent' },
];

describe.runIf(PAYMENTS.some(({ id }) => chosen(id)))('payments, for random customers', () => {
  for (const payment of PAYMENTS.filter(({ id }) => chosen(id))) {
    const { id, press, sends } = payment;
    const rests: (model: unknown) => boolean =
      ('rests' in payment ? payment.rests : undefined) ?? (() => false);
    const oracle = oracles[id];
    const { events, inputs } = eventsOf(id);
    const { customer, results } = splitEvents(events);
    const machine = wiring[id] as AnyStateMachine;

    test.prop(
      [fc.nat({ max: inputs.length - 1 }), fc.array(action, { maxLength: LONGEST, size: 'max' })],
      { numRuns: RUNS },
    )(
      `${id}: never stuck before the end, shows what the oracle says, and sends a payment at most once per attempt`,
      async (inputIndex, actions) => {
        if (!oracle) throw new Error(`no oracle for ${id}`);
        const input = inputs[inputIndex];
        const run = startRun(machine, input, customer, results);
        let model = oracle.start(input);
        /** Payments sent in this attempt: since the customer pressed with the button live. */
        let sent = 0;
        for (const act of actions) {
          const pressable = !run.driven.snapshot().hasTag('busy');
          const before = run.driven.invoked[sends] ?? 0;
          const events = await run.step(act);
          for (const event of events) model = oracle.next(model, event);
          const where = `after ${run.log.join(', ')}`;
          // A second click while the first is under way is the same attempt.
          if (pressable && events[0]?.type === press) sent = 0;
          sent += (run.driven.invoked[sends] ?? 0) - before;
          expect(sent, `${sends} sent twice ${where}`).toBeLessThanOrEqual(1);
          // A saved card is the end of adding one: the only state with no way out.
          if (run.driven.snapshot().status !== 'done' && !rests(model))
            expect(hasWayOut(run.driven, customer, results), `stuck ${where}`).toBe(true);
          expect(shown(seenOf(run.driven)), where).toBe(shown(oracle.seen(model)));
        }
        run.driven.actor.stop();
      },
      TIMEOUT,
    );
  }
});
