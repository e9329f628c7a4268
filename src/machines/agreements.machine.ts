import { assign, fromPromise, setup } from 'xstate';
import type { Agreement } from '../domain/agreements';
import { messageOf, notProvided } from './actorErrors';

/**
 * My stuff's monthly payments: each agreement still billed (box storage, a unit's rent) with
 * its next payment, loaded with the page. The boxes' agreements are shown above the boxes and
 * a unit's on its card; nothing shows while there are none.
 */
export interface AgreementsContext {
  customerId: number;
  agreements: Agreement[];
  error: string | null;
}

export type AgreementsEvent = { type: 'agreements.retry' };

export const agreementsMachine = setup({
  types: {
    context: {} as AgreementsContext,
    events: {} as AgreementsEvent,
    input: {} as { customerId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET agreements/{customerId}`. */
    loadAgreements: fromPromise<Agreement[], { customerId: number }>(async () => {
      throw notProvided('agreements', 'loadAgreements');
    }),
  },
  actions: {
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'agreements',
  context: ({ input }) => ({ customerId: input.customerId, agreements: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAgreements',
        src: 'loadAgreements',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: assign({ agreements: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: 'error',
      on: { 'agreements.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {},
  },
});
