import { assign, fromPromise, setup } from 'xstate';
import type { Shipment } from '../domain/shipping';
import { messageOf, notProvided } from './actorErrors';

/**
 * The 'Shipped' section of My stuff: the boxes the customer has shipped abroad, each
 * shipment with where it went and where it is now, loaded with the page (the section stays
 * hidden while there are none).
 */
export interface ShipmentsContext {
  customerId: number;
  shipments: Shipment[];
  error: string | null;
}

export type ShipmentsEvent = { type: 'shipments.retry' };

export const shipmentsMachine = setup({
  types: {
    context: {} as ShipmentsContext,
    events: {} as ShipmentsEvent,
    input: {} as { customerId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** `GET /shipments/{customerId}`. */
    loadShipments: fromPromise<Shipment[], { customerId: number }>(async () => {
      throw notProvided('shipments', 'loadShipments');
    }),
  },
  actions: {
    assignError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'shipments',
  context: ({ input }) => ({ customerId: input.customerId, shipments: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadShipments',
        src: 'loadShipments',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: assign({ shipments: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: 'error',
      on: { 'shipments.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {},
  },
});
