import {
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Runs a real actor of the machine with every promise actor replaced by one the path
 * settles: a `xstate.done.actor.<id>` step resolves the pending call of actor `<id>`, an
 * error step rejects it, anything else is sent as it is. Invoke ids equal their `src`.
 */
export function startReplay(
  machine: AnyStateMachine,
  input: unknown,
  inspect?: (inspection: InspectionEvent) => void,
) {
  const pending = new Map<string, Deferred>();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(() => new Promise((resolve, reject) => pending.set(src, { resolve, reject }))),
    ]),
  );
  const actor = createActor(machine.provide({ actors }), { input, inspect });
  actor.start();

  async function send(event: AnyEventObject): Promise<void> {
    if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const done = event.type.startsWith(DONE);
      const id = event.type.slice((done ? DONE : ERROR).length);
      // An actor the machine does not call itself (a child of the app's root) reports as sent.
      if (!(id in actors)) {
        actor.send(event);
        await new Promise((resolve) => setImmediate(resolve));
        return;
      }
      const call = pending.get(id);
      if (!call) throw new Error(`No call of "${id}" is running to settle with ${event.type}`);
      pending.delete(id);
      if (done) call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
    } else {
      actor.send(event);
    }
    // Promise actors report once their promise settles: let pending callbacks run.
    await new Promise((resolve) => setImmediate(resolve));
  }

  return {
    actor,
    send,
    value: () => (actor.getSnapshot() as Snapshot<unknown> & { value: unknown }).value,
  };
}

interface Call extends Deferred {
  settled: boolean;
}

/**
 * Runs a real actor of the machine with every actor it invokes replaced by a call the test
 * settles, for the properties: unlike `startReplay`, every call made is kept, so a result can
 * arrive late (a call the machine has left behind, settled after a newer one started), and
 * each invocation is counted (a Pay sent twice shows as two `startCheckout` calls).
 */
export function startDriven(machine: AnyStateMachine, input: unknown) {
  const calls = new Map<string, Call[]>();
  const invoked: Record<string, number> = {};
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            invoked[src] = (invoked[src] ?? 0) + 1;
            calls.set(src, [...(calls.get(src) ?? []), { resolve, reject, settled: false }]);
          }),
      ),
    ]),
  );
  const logic = machine.provide({ actors });
  const actor = createActor(logic, { input });
  actor.start();
  const snapshot = () =>
    actor.getSnapshot() as ReturnType<AnyStateMachine['transition']> & { value: unknown };

  /** The calls under way: the machine's invoked children (ids equal their `src`). */
  const live = () => Object.keys(snapshot().children).filter((id) => calls.has(id));

  /**
   * Settles a call of `src` with a result event of the path kit (`xstate.done.actor.<src>` or
   * `xstate.error.actor.<src>`): the one under way, or with `stale`, one left behind. Answers
   * whether there was such a call.
   */
  async function settle(src: string, result: AnyEventObject, stale: boolean): Promise<boolean> {
    const list = calls.get(src) ?? [];
    const open = list.filter((call) => !call.settled);
    const current = live().includes(src) ? list.at(-1) : undefined;
    const call = stale
      ? open.find((candidate) => candidate !== current)
      : current && !current.settled
        ? current
        : undefined;
    if (!call) return false;
    call.settled = true;
    if (result.type.startsWith(DONE)) call.resolve((result as { output?: unknown }).output);
    else call.reject((result as { error?: unknown }).error);
    await new Promise((resolve) => setImmediate(resolve));
    return true;
  }

  async function send(event: AnyEventObject): Promise<void> {
    actor.send(event);
    await new Promise((resolve) => setImmediate(resolve));
  }

  return { actor, logic, invoked, live, settle, send, snapshot };
}
