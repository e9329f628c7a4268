import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LostPasswordUpdateRequest } from '../domain/auth';
import { emailProblem, newPasswordProblems, type PasswordResetFieldErrors } from '../domain/auth';
import { ERROR_MESSAGES, ErrorCode } from '../domain/errors';
import { messageOf, notProvided } from './actorErrors';

export interface PasswordResetContext {
  /** Typed on the request form, or carried by the emailed link. */
  email: string;
  /** The single-use token of the emailed link; null when asking for a link. */
  token: string | null;
  /** What is wrong with what the customer typed, by field. */
  fieldErrors: PasswordResetFieldErrors;
  /** The server's message when a call failed. */
  error: string | null;
}

/** The reset page's search: `/apps/reset?token=…&email=…` opens the set-new-password step. */
export interface PasswordResetInput {
  email?: string | null;
  token?: string | null;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.requestLink'; email: string }
  | { type: 'passwordReset.startAgain' }
  | { type: 'passwordReset.setPassword'; password: string; confirmPassword: string };

function hasLink(input: PasswordResetInput): boolean {
  return Boolean(input.token?.trim()) && emailProblem(input.email ?? '') === null;
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Asks for the reset email; the server answers alike whether or not the account exists. */
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw notProvided('password reset', 'requestReset');
    }),
    updatePassword: fromPromise<void, LostPasswordUpdateRequest>(async () => {
      throw notProvided('password reset', 'updatePassword');
    }),
  },
  guards: {
    hasResetLink: ({ context }) => context.token !== null,
    emailIsUsable: ({ event }) => {
      assertEvent(event, 'passwordReset.requestLink');
      return emailProblem(event.email) === null;
    },
    newPasswordIsUsable: ({ context, event }) => {
      assertEvent(event, 'passwordReset.setPassword');
      const problems = newPasswordProblems({
        email: context.email,
        token: context.token ?? '',
        password: event.password,
        confirmPassword: event.confirmPassword,
      });
      return Object.keys(problems).length === 0;
    },
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => {
    const link = hasLink(input);
    return {
      email: input.email?.trim() ?? '',
      token: link ? (input.token?.trim() ?? null) : null,
      fieldErrors: {},
      // A token without a usable email cannot reset anything: say so above the request form.
      error: input.token && !link ? (ERROR_MESSAGES[ErrorCode.ResetLinkInvalid] ?? null) : null,
    };
  },
  initial: 'requesting',
  states: {
    /** The form asking for the email to send a reset link to. */
    requesting: {
      // Arriving from the emailed link skips straight to choosing the new password.
      always: { guard: 'hasResetLink', target: 'choosing' },
      on: {
        'passwordReset.requestLink': [
          {
            guard: 'emailIsUsable',
            target: 'sending',
            actions: assign({
              email: ({ event }) => event.email.trim(),
              fieldErrors: {},
              error: null,
            }),
          },
          {
            actions: assign({
              email: ({ event }) => event.email,
              fieldErrors: ({ event }) => ({ email: emailProblem(event.email) ?? undefined }),
              error: null,
            }),
          },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: {
          target: 'requesting',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** 'We sent an email to {email}…'; the customer may ask again, for a typo or a lost mail. */
    sent: {
      on: {
        'passwordReset.startAgain': {
          target: 'requesting',
          actions: assign({ fieldErrors: {}, error: null }),
        },
      },
    },
    /** The form for the new password and its confirmation, opened from the emailed link. */
    choosing: {
      on: {
        'passwordReset.setPassword': [
          {
            guard: 'newPasswordIsUsable',
            target: 'updating',
            actions: assign({ fieldErrors: {}, error: null }),
          },
          {
            actions: assign({
              fieldErrors: ({ context, event }) =>
                newPasswordProblems({
                  email: context.email,
                  token: context.token ?? '',
                  password: event.password,
                  confirmPassword: event.confirmPassword,
                }),
              error: null,
            }),
          },
        ],
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        // Passwords go straight from the event to the call and are never kept in context.
        input: ({ context, event }) => {
          assertEvent(event, 'passwordReset.setPassword');
          return {
            email: context.email,
            token: context.token ?? '',
            password: event.password,
            confirmPassword: event.confirmPassword,
          };
        },
        onDone: 'updated',
        onError: {
          target: 'choosing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    updated: { type: 'final' },
  },
});
