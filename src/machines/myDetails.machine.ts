import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Customer } from '../domain/customer';
import {
  changedDetails,
  type DetailsFieldErrors,
  type DetailsValues,
  emailChanging,
  saveProblems,
} from '../domain/details';
import { ErrorCode } from '../domain/errors';
import { codeOf, messageOf, notProvided } from './actorErrors';

export type { DetailsValues };

export interface MyDetailsContext {
  customer: Customer;
  /** What is wrong with what was typed, by field, from the form's checks or the server. */
  fieldErrors: DetailsFieldErrors;
  /** A server message about no one field. */
  error: string | null;
}

export type MyDetailsEvent = {
  type: 'details.save';
  values: DetailsValues;
  /** Asked for only while the email differs from the stored one. */
  currentPassword?: string;
};

export interface SaveDetailsInput {
  customerId: number;
  /** Only the fields that differ from the stored record. */
  changes: Partial<DetailsValues>;
  /** Sent when the email changes: the server will not change it without. */
  currentPassword?: string;
}

const EMAIL_CODES: readonly number[] = [
  ErrorCode.InvalidEmailAddress,
  ErrorCode.EmailAlreadyRegistered,
  ErrorCode.EmailAlreadyRegisteredForCompetition,
];

/** A failed save: a message about the email goes beside it, anything else above the form. */
function serverProblem(error: unknown): Pick<MyDetailsContext, 'fieldErrors' | 'error'> {
  const code = codeOf(error);
  const message = messageOf(error);
  if (code !== null && EMAIL_CODES.includes(code)) {
    return { fieldErrors: { email: message }, error: null };
  }
  if (code === ErrorCode.CurrentPasswordIncorrect) {
    return { fieldErrors: { currentPassword: message }, error: null };
  }
  return { fieldErrors: {}, error: message };
}

/** My details: editing → saving → saved, or back to editing with what went wrong. */
export const myDetailsMachine = setup({
  types: {
    context: {} as MyDetailsContext,
    events: {} as MyDetailsEvent,
    input: {} as { customer: Customer },
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /customer/{id}/edit` with the changes, then `GET /customer` for the stored record. */
    saveDetails: fromPromise<Customer, SaveDetailsInput>(async () => {
      throw notProvided('my details', 'saveDetails');
    }),
  },
  actions: {
    /** The session's user follows, and the customer is told. */
    detailsSaved: (_, _params: { user: Customer }) => {},
  },
  guards: {
    isValid: ({ context, event }) => {
      assertEvent(event, 'details.save');
      return (
        Object.keys(saveProblems(context.customer, event.values, event.currentPassword)).length ===
        0
      );
    },
  },
}).createMachine({
  id: 'myDetails',
  context: ({ input }) => ({ customer: input.customer, fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'details.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ fieldErrors: {}, error: null }) },
          {
            actions: assign({
              fieldErrors: ({ context, event }) =>
                saveProblems(context.customer, event.values, event.currentPassword),
              error: null,
            }),
          },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context, event }) => {
          assertEvent(event, 'details.save');
          const changes = changedDetails(context.customer, event.values);
          return {
            customerId: context.customer.customerId,
            changes,
            ...(changes.email !== undefined && emailChanging(context.customer, changes.email)
              ? { currentPassword: event.currentPassword ?? '' }
              : {}),
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({ customer: ({ event }) => event.output }),
            { type: 'detailsSaved', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => serverProblem(event.error)),
        },
      },
    },
    /** Saved; the form stays open for the next change. */
    saved: {
      on: {
        'details.save': [
          { guard: 'isValid', target: 'saving', actions: assign({ fieldErrors: {}, error: null }) },
          {
            target: 'editing',
            actions: assign({
              fieldErrors: ({ context, event }) =>
                saveProblems(context.customer, event.values, event.currentPassword),
              error: null,
            }),
          },
        ],
      },
    },
  },
});
