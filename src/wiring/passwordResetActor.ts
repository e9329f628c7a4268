import { fromPromise } from 'xstate';
import { forgotPassword, lostPasswordUpdate } from '../api/auth';
import { passwordResetMachine } from '../machines/passwordReset.machine';
import { unwrapResult } from './callResult';

/** The password reset with its calls from src/api (the reset page's machine). */
export const appPasswordResetMachine = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input }) => {
      unwrapResult(await forgotPassword(input.email));
    }),
    updatePassword: fromPromise(async ({ input }) => {
      unwrapResult(await lostPasswordUpdate(input));
    }),
  },
});
