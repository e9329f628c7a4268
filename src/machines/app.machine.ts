import { assertEvent, setup, stopChild } from 'xstate';

/** A failure of one of the app's actors that its own machine did not handle. */
export interface ChildFailedEvent {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

export type AppEvent =
  | ChildFailedEvent
  /** A page is gone: its actor, registered in the system under `systemId`, is stopped. */
  | { type: 'app.childStopped'; systemId: string };

/**
 * The root of the app's one actor system. The session, each funnel's basket, funnel and
 * checkout, and the actors of each page are created as its children when their routes are
 * entered (src/wiring/appRoot.ts and useAppActor.ts), so they share its system: the
 * Stately inspector, attached to the system under `?inspect`, sees every one of them. A page's
 * actor is stopped here when the page goes (only its parent may stop a child), and a child
 * that fails in a way its own machine does not handle is reported here instead of being lost.
 */
export const appMachine = setup({
  types: { events: {} as AppEvent },
  actions: {
    reportChildFailure: (_, _params: { error: unknown }) => {},
    stopPageActor: stopChild(({ system, event }) => {
      assertEvent(event, 'app.childStopped');
      return system.get(event.systemId);
    }),
  },
}).createMachine({
  id: 'app',
  initial: 'running',
  states: {
    running: {
      on: {
        'app.childStopped': { actions: 'stopPageActor' },
        'xstate.error.actor.*': {
          actions: { type: 'reportChildFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
