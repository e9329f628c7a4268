import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ChangePasswordRequest } from '../domain/auth';
import {
  type ChangePasswordField,
  type ChangePasswordFieldErrors,
  changePasswordProblems,
} from '../domain/auth';
import { ErrorCode } from '../domain/errors';
import { codeOf, messageOf, notProvided } from './actorErrors';

export interface ChangePasswordContext {
  fieldErrors: ChangePasswordFieldErrors;
  /** A server message about no one field. */
  error: string | null;
}

export type ChangePasswordEvent = { type: 'password.change' } & ChangePasswordRequest;

const FIELD_OF_CODE: ReadonlyMap<number, ChangePasswordField> = new Map([
  [ErrorCode.CurrentPasswordIncorrect, 'currentPassword'],
  [ErrorCode.PasswordTooShort, 'password'],
  [ErrorCode.PasswordTooLong, 'password'],
  [ErrorCode.PasswordTooCommon, 'password'],
  [ErrorCode.PasswordContainsEmail, 'password'],
  [ErrorCode.PasswordsDoNotMatch, 'confirmPassword'],
]);

/** A refusal about one field (wrong current password, a too common one) is shown beside it. */
function serverProblem(error: unknown): ChangePasswordContext {
  const code = codeOf(error);
  const message = messageOf(error);
  const field = code === null ? undefined : FIELD_OF_CODE.get(code);
  return field
    ? { fieldErrors: { [field]: message }, error: null }
    : { fieldErrors: {}, error: message };
}

function requestOf(event: ChangePasswordEvent): ChangePasswordRequest {
  return {
    currentPassword: event.currentPassword,
    password: event.password,
    confirmPassword: event.confirmPassword,
  };
}

/** Change password: editing → changing → changed. Passwords never rest in context. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST {authUrl}/account/changePassword`. */
    changePassword: fromPromise<void, ChangePasswordRequest>(async () => {
      throw notProvided('change password', 'changePassword');
    }),
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'password.change');
      return Object.keys(changePasswordProblems(requestOf(event))).length === 0;
    },
  },
}).createMachine({
  id: 'changePassword',
  context: { fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': [
          {
            guard: 'isValid',
            target: 'changing',
            actions: assign({ fieldErrors: {}, error: null }),
          },
          {
            actions: assign({
              fieldErrors: ({ event }) => changePasswordProblems(requestOf(event)),
              error: null,
            }),
          },
        ],
      },
    },
    changing: {
      tags: 'busy',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.change');
          return requestOf(event);
        },
        onDone: 'changed',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => serverProblem(event.error)),
        },
      },
    },
    /** Changed; the form is offered again, empty, for another change. */
    changed: {
      on: {
        'password.change': [
          {
            guard: 'isValid',
            target: 'changing',
            actions: assign({ fieldErrors: {}, error: null }),
          },
          {
            target: 'editing',
            actions: assign({
              fieldErrors: ({ event }) => changePasswordProblems(requestOf(event)),
              error: null,
            }),
          },
        ],
      },
    },
  },
});
