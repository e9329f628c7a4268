import { setup } from 'xstate';

/** A failure of one of the app's actors that its own machine did not handle. */
export interface ChildFailedEvent {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

/**
 * The root of the app's one actor system. The session, each funnel's basket, funnel and
 * checkout, and the machines of the account pages are created as its children when their
 * routes are entered (src/routes/-lib/appRoot.ts), so they share its system: the Stately
 * inspector, attached to the system under `?inspect`, sees every one of them. A child that
 * fails in a way its own machine does not handle is reported here instead of being lost.
 */
export const appMachine = setup({
  types: { events: {} as ChildFailedEvent },
  actions: {
    reportChildFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'app',
  initial: 'running',
  states: {
    running: {
      on: {
        'xstate.error.actor.*': {
          actions: { type: 'reportChildFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
