import { type AnyActorRef, createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { inspect } from './inspector';

let root: AnyActorRef | undefined;

/**
 * The root actor of the app's one actor system, started on first use (main.tsx attaches the
 * inspector first, so it sees the whole system from its start).
 */
export function appRoot(): AnyActorRef {
  if (!root) {
    const machine = appMachine.provide({
      actions: {
        reportChildFailure: (_, { error }) => console.error('An actor of the app failed:', error),
      },
    });
    root = createActor(machine, { inspect }).start();
  }
  return root;
}

/** `createActor` options that make an actor a child of the app's root, in its system. */
export function inAppSystem(id?: string): { parent: AnyActorRef; id?: string } {
  return id === undefined ? { parent: appRoot() } : { parent: appRoot(), id };
}
