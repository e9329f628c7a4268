import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordRequest } from '../../../../../domain/auth';
import type { changePasswordMachine } from '../../../../../machines/changePassword.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import type { ErrorSummaryItem } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { PasswordField } from '../../../../../ui/PasswordField/PasswordField';
import * as styles from './account.css';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

export const PASSWORD_FIELD_IDS: Record<keyof ChangePasswordRequest, string> = {
  currentPassword: 'password-current',
  password: 'password-new',
  confirmPassword: 'password-confirm',
};

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

const EMPTY: ChangePasswordRequest = { currentPassword: '', password: '', confirmPassword: '' };

/** Current, new and confirmed password; refusals show beside the field they are about. */
export function ChangePasswordForm({
  actor,
  email,
}: {
  actor: ChangePasswordActor;
  /** Lets a password manager file the new password under the right account. */
  email: string;
}) {
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const serverError = useSelector(actor, (state) => state.context.error);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const changed = useSelector(actor, (state) => state.matches('changed'));
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [attempt, setAttempt] = useState(0);

  // A changed password is not left in the fields.
  useEffect(() => {
    if (changed) setValues(EMPTY);
  }, [changed]);

  const summary: ErrorSummaryItem[] = (
    Object.keys(PASSWORD_FIELD_IDS) as (keyof ChangePasswordRequest)[]
  ).flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: PASSWORD_FIELD_IDS[field], message }] : [];
  });
  if (serverError) {
    summary.push({ fieldId: PASSWORD_FIELD_IDS.currentPassword, message: serverError });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({ type: 'password.change', ...values });
  }

  const field = (name: keyof ChangePasswordRequest) => ({
    id: PASSWORD_FIELD_IDS[name],
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <ErrorSummary key={attempt} errors={summary} />
      {changed && (
        <Alert type="success" className={styles.notice}>
          {PASSWORD_CHANGED_MESSAGE}. You stay signed in here; other devices will need the new
          password.
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...field('currentPassword')}
          label="Current password"
          toggleName="current password"
          autoComplete="current-password"
        />
        <PasswordField
          {...field('password')}
          label="New password"
          hint="At least 8 characters"
          toggleName="new password"
          autoComplete="new-password"
        />
        <PasswordField
          {...field('confirmPassword')}
          label="Confirm new password"
          toggleName="confirmed password"
          autoComplete="new-password"
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </div>
      </form>
    </>
  );
}
