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
