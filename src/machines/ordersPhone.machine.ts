import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toInternationalPhone } from '../domain/format';
import { ordersPhoneProblem } from '../domain/orders';
import { messageOf, notProvided } from './actorErrors';

export interface OrdersPhoneContext {
  customerId: number;
  /** The number last saved on the orders (at first the customer's own), international form. */
  savedPhone: string | null;
  /** What is wrong with the number typed, from the form's check or the server. */
  fieldError: string | null;
}

export type OrdersPhoneEvent = { type: 'ordersPhone.save'; phone: string };

export interface OrdersPhoneInput {
  customerId: number;
  /** The customer's contact number, which the form starts with ('' when they have none). */
  phone: string;
}

export interface UpdateOrdersPhoneInput {
  customerId: number;
  /** In international form. */
  phone: string;
}

/**
 * 'Update phone number for my orders': one field, checked, sent in international form
 * (`PUT /orders/{customerId}/updatePhoneNumber`), then the customer is told.
 */
export const ordersPhoneMachine = setup({
  types: {
    context: {} as OrdersPhoneContext,
    events: {} as OrdersPhoneEvent,
    input: {} as OrdersPhoneInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Answers the number as saved. */
    updatePhone: fromPromise<string, UpdateOrdersPhoneInput>(async () => {
      throw notProvided('orders phone', 'updatePhone');
    }),
  },
  actions: {
    /** 'Orders updated'. */
    phoneUpdated: (_, _params: { phone: string }) => {},
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'ordersPhone.save');
      return ordersPhoneProblem(event.phone) === null;
    },
  },
}).createMachine({
  id: 'ordersPhone',
  context: ({ input }) => ({
    customerId: input.customerId,
    savedPhone: input.phone === '' ? null : input.phone,
    fieldError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ordersPhone.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ fieldError: null }) },
          { actions: assign({ fieldError: ({ event }) => ordersPhoneProblem(event.phone) }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updatePhone',
        src: 'updatePhone',
        input: ({ context, event }) => {
          assertEvent(event, 'ordersPhone.save');
          return { customerId: context.customerId, phone: toInternationalPhone(event.phone) };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({ savedPhone: ({ event }) => event.output }),
            { type: 'phoneUpdated', params: ({ event }) => ({ phone: event.output }) },
          ],
        },
        onError: {
          // The message goes beside the field; what was typed stays in it.
          target: 'editing',
          actions: assign({ fieldError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** Saved; the form stays open for another change. */
    saved: {
      on: {
        'ordersPhone.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ fieldError: null }) },
          {
            target: 'editing',
            actions: assign({ fieldError: ({ event }) => ordersPhoneProblem(event.phone) }),
          },
        ],
      },
    },
  },
});
