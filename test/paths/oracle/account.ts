import type { AnyEventObject } from 'xstate';
import { type ChangePasswordRequest, changePasswordProblems } from '../../../src/domain/auth';
import { isDone, isError, type Oracle } from './kit';
import { seenAs } from './payment';

/*
 * Account forms whose rule fits a table (SPEC.md 4 "Login", "My details"; docs/decisions.md
 * "Accounts and the session").
 *
 * Change password: the form is checked before anything is sent (the rules of
 * `changePasswordProblems`: current password given, the new one long enough, not common, not
 * the email, typed twice alike); a valid form is sent once (a second press while it is sent
 * is the same change); the server's yes shows "changed" with the form offered again, its no
 * (wrong current password, a common password: their codes) brings the form back with the reason. A form that is not
 * valid never reaches the server, wherever it is pressed.
 *
 * | stage    | call           | result | then                      |
 * |----------|----------------|--------|---------------------------|
 * | changing | changePassword | done   | changed                   |
 * |          |                | error  | editing, the reason shown |
 */

type PasswordStage = 'editing' | 'changing' | 'changed';

const isValid = (event: AnyEventObject) =>
  Object.keys(changePasswordProblems(event as unknown as ChangePasswordRequest)).length === 0;

export const changePassword: Oracle<{ stage: PasswordStage }> = {
  id: 'changePassword',
  start: () => ({ stage: 'editing' }),
  next: (model, event) => {
    switch (model.stage) {
      case 'editing':
      case 'changed':
        if (event.type !== 'password.change') return model;
        return { stage: isValid(event) ? 'changing' : 'editing' };
      case 'changing':
        if (isDone(event, 'changePassword')) return { stage: 'changed' };
        if (isError(event, 'changePassword')) return { stage: 'editing' };
        return model;
      default:
        return model;
    }
  },
  seen: ({ stage }) =>
    seenAs(stage, {
      busy: stage === 'changing',
      calls: stage === 'changing' ? ['changePassword'] : [],
    }),
};

/*
 * Confirm email: opening the link confirms at once (nothing to ask). A link without a token is
 * refused without a call (code 184, the link is not valid); with one, the token is
 * sent once: its yes ends confirmed, its no (expired, used) ends failed. Both are ends: the
 * page says so and offers the way on.
 *
 * | stage      | call         | result | then      |
 * |------------|--------------|--------|-----------|
 * | confirming | confirmEmail | done   | confirmed |
 * |            |              | error  | failed    |
 */

type EmailStage = 'confirming' | 'confirmed' | 'failed';

export const confirmEmail: Oracle<{ stage: EmailStage }> = {
  id: 'confirmEmail',
  start: (input) => {
    const token = (input as { token?: string | null } | undefined)?.token?.trim();
    return { stage: token ? 'confirming' : 'failed' };
  },
  next: (model, event) => {
    if (model.stage !== 'confirming') return model;
    if (isDone(event, 'confirmEmail')) return { stage: 'confirmed' };
    if (isError(event, 'confirmEmail')) return { stage: 'failed' };
    return model;
  },
  seen: ({ stage }) =>
    seenAs(stage, {
      busy: stage === 'confirming',
      calls: stage === 'confirming' ? ['confirmEmail'] : [],
    }),
};
