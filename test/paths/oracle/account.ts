import type { AnyEventObject } from 'xstate';
import {
  type ChangePasswordRequest,
  changePasswordProblems,
  emailProblem,
  newPasswordProblems,
} from '../../../src/domain/auth';
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

/*
 * Password reset (SPEC.md 4 "Forgotten password"): without the emailed link, the customer asks
 * for one by email (a usable email is sent once; otherwise the field says why and nothing is
 * sent); sent, they may ask again. The link (a token and a usable email) opens the new
 * password form at once; a link without a usable email is no link (the request form, with
 * the reason). The new password is checked first (`newPasswordProblems`); a usable one is sent
 * once; the server's yes ends it (updated, the way to sign in), its no (an expired link) keeps
 * the form with the reason.
 *
 * | stage    | call           | result | then       |
 * |----------|----------------|--------|------------|
 * | sending  | requestReset   | done   | sent       |
 * |          |                | error  | requesting |
 * | updating | updatePassword | done   | updated    |
 * |          |                | error  | choosing   |
 */

type ResetStage = 'requesting' | 'sending' | 'sent' | 'choosing' | 'updating' | 'updated';

interface ResetModel {
  stage: ResetStage;
  email: string;
  token: string;
}

const RESET_CALLS: Partial<Record<ResetStage, string>> = {
  sending: 'requestReset',
  updating: 'updatePassword',
};

export const passwordReset: Oracle<ResetModel> = {
  id: 'passwordReset',
  start: (input) => {
    const { token, email } = (input ?? {}) as { token?: string | null; email?: string | null };
    const link = Boolean(token?.trim()) && emailProblem(email ?? '') === null;
    return {
      stage: link ? 'choosing' : 'requesting',
      email: email?.trim() ?? '',
      token: token?.trim() ?? '',
    };
  },
  next: (model, event) => {
    switch (model.stage) {
      case 'requesting': {
        if (event.type !== 'passwordReset.requestLink') return model;
        const email = String((event as { email?: unknown }).email ?? '');
        return emailProblem(email) === null
          ? { ...model, stage: 'sending', email: email.trim() }
          : model;
      }
      case 'sending':
        if (isDone(event, 'requestReset')) return { ...model, stage: 'sent' };
        if (isError(event, 'requestReset')) return { ...model, stage: 'requesting' };
        return model;
      case 'sent':
        return event.type === 'passwordReset.startAgain'
          ? { ...model, stage: 'requesting' }
          : model;
      case 'choosing': {
        if (event.type !== 'passwordReset.setPassword') return model;
        const { password, confirmPassword } = event as unknown as {
          password: string;
          confirmPassword: string;
        };
        const problems = newPasswordProblems({
          email: model.email,
          token: model.token,
          password,
          confirmPassword,
        });
        return Object.keys(problems).length === 0 ? { ...model, stage: 'updating' } : model;
      }
      case 'updating':
        if (isDone(event, 'updatePassword')) return { ...model, stage: 'updated' };
        if (isError(event, 'updatePassword')) return { ...model, stage: 'choosing' };
        return model;
      default:
        return model;
    }
  },
  seen: ({ stage }) => {
    const call = RESET_CALLS[stage];
    return seenAs(stage, { busy: call !== undefined, calls: call ? [call] : [] });
  },
};
