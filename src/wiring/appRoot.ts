import { type AnyActorRef, createActor } from 'xstate';
import { appMachine } from '../machines/app.machine';
import { inspect } from './inspector';

/** The root machine with the app's own reporting of a child's failure. */
export const appRootMachine = appMachine.provide({
  actions: {
    reportChildFailure: (_, { error }) => console.error('An actor of the app failed:', error),
  },
});

let root: AnyActorRef | undefined;

/**
 * The root actor of the app's one actor system, started on first use (main.tsx attaches the
 * inspector first, so it sees the whole system from its start).
 */
export function appRoot(): AnyActorRef {
  root ??= createActor(appRootMachine, { inspect }).start();
  return root;
}

/** `createActor` options that make an actor a child of the app's root, in its system. */
export function inAppSystem(id: string): { parent: AnyActorRef; id: string } {
  return { parent: appRoot(), id };
}
