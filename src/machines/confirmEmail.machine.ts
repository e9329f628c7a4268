import { assign, fromPromise, setup } from 'xstate';
import type { ConfirmEmailResponse } from '../domain/customer';
import { ERROR_MESSAGES, ErrorCode } from '../domain/errors';
import { codeOf, messageOf, notProvided } from './actorErrors';

export interface ConfirmEmailContext {
  /** The single-use token of the link mailed to the new address; null when the link had none. */
  token: string | null;
  /** The address the account uses once confirmed. */
  email: string | null;
  /** What went wrong, for the customer. */
  error: string | null;
  /** Its code, so the page can say what to do next (ask again, or sign in). */
  errorCode: number | null;
}

/** The confirm page's search: `/apps/confirm-email?token=…`. */
export interface ConfirmEmailInput {
  token?: string | null;
}

/** Opening the link confirms at once: there is nothing to ask, so the page only shows progress. */
export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    input: {} as ConfirmEmailInput,
    tags: {} as 'busy',
  },
  actors: {
    confirmEmail: fromPromise<ConfirmEmailResponse, { token: string }>(async () => {
      throw notProvided('confirm email', 'confirmEmail');
    }),
  },
  actions: {
    /** The app reads the signed-in customer again, if any, so other screens show the new email. */
    emailConfirmed: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({
    token: input.token?.trim() || null,
    email: null,
    error: null,
    errorCode: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasToken', target: 'confirming' },
        {
          target: 'failed',
          actions: assign({
            error: ERROR_MESSAGES[ErrorCode.EmailChangeLinkInvalid] ?? null,
            errorCode: ErrorCode.EmailChangeLinkInvalid,
          }),
        },
      ],
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'confirmed',
          actions: [assign({ email: ({ event }) => event.output.email }), 'emailConfirmed'],
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error),
            errorCode: ({ event }) => codeOf(event.error),
          }),
        },
      },
    },
    confirmed: { type: 'final' },
    failed: { type: 'final' },
  },
});
