import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { SIGN_UP_EMAIL_TAKEN_MESSAGE } from '../../../domain/errors';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { ErrorSummary } from '../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../ui/layouts/Page';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import type { SessionActor } from '../../../wiring/context';
import {
  EMAIL_ALREADY_REGISTERED_MESSAGE,
  fieldForServerMessage,
  summaryItems,
} from './formErrors';
import * as styles from './forms.css';
import {
  EMPTY_SIGN_UP_VALUES,
  type SignUpErrors,
  type SignUpField,
  type SignUpValues,
  validateSignUp,
} from './signUpValidation';

/** In the order they appear, which is the order of the error summary. */
const FIELD_IDS: Record<SignUpField, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
  postcode: 'signup-postcode',
  mobilePhone: 'signup-mobile-phone',
};

export interface SignUpFormProps {
  session: SessionActor;
  /** Carried to the sign-in link, so switching forms keeps the way back. */
  redirect?: string | undefined;
}

export function SignUpForm({ session, redirect }: SignUpFormProps) {
  const busy = useSelector(session, (state) => state.hasTag('busy'));
  const sessionError = useSelector(session, (state) => state.context.error);
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP_VALUES);
  const [fieldErrors, setFieldErrors] = useState<SignUpErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  const serverError = submitted && !busy ? sessionError : null;
  const serverField = serverError ? fieldForServerMessage(serverError) : null;
  const errors: SignUpErrors = serverField
    ? { ...fieldErrors, [serverField]: serverError ?? undefined }
    : fieldErrors;
  // A message about no particular field still needs a link: the first field is where to start.
  const summary = summaryItems(FIELD_IDS, errors);
  if (serverError && !serverField) {
    summary.push({ fieldId: FIELD_IDS.firstName, message: serverError });
  }

  function text(field: SignUpField) {
    return {
      id: FIELD_IDS[field],
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateSignUp(values);
    setAttempt((count) => count + 1);
    setSubmitted(result.ok);
    if (!result.ok) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    session.send({ type: 'session.signUp', details: result.details, returnTo: redirect ?? null });
  }

  return (
    <Page title="Create your account">
      <ErrorSummary
        key={attempt}
        errors={summary}
        description={
          serverError === EMAIL_ALREADY_REGISTERED_MESSAGE ||
          serverError === SIGN_UP_EMAIL_TAKEN_MESSAGE ? (
            <>
              If it is yours,{' '}
              <Link to="/apps/signin" search={{ redirect }} className={textLinkStyle}>
                sign in
              </Link>{' '}
              or{' '}
              <Link to="/apps/reset" className={textLinkStyle}>
                reset your password
              </Link>
              .
            </>
          ) : undefined
        }
      />
      <form noValidate onSubmit={submit}>
        <TextField {...text('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...text('lastName')} label="Last name" autoComplete="family-name" />
        <TextField
          {...text('email')}
          type="email"
          label="Email address"
          hint="You will use this to sign in"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
        />
        <PasswordField
          {...text('password')}
          label="Password"
          hint="At least 8 characters"
          autoComplete="new-password"
        />
        <PasswordField
          {...text('confirmPassword')}
          label="Confirm password"
          toggleName="confirmed password"
          autoComplete="new-password"
        />
        <TextField
          {...text('postcode')}
          label="Postcode (optional)"
          autoComplete="postal-code"
          autoCapitalize="characters"
          width="sm"
        />
        <TextField
          {...text('mobilePhone')}
          type="tel"
          label="Mobile number (optional)"
          hint="For example, 07700 900 982"
          autoComplete="tel"
          width="md"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send me news and offers (optional)</legend>
          <Checkbox
            id="signup-email-comms"
            name="emailCommsEnabled"
            label="By email"
            checked={values.emailCommsEnabled}
            onChange={(event) =>
              setValues((current) => ({ ...current, emailCommsEnabled: event.target.checked }))
            }
          />
          <Checkbox
            id="signup-sms-comms"
            name="smsCommsEnabled"
            label="By text message"
            checked={values.smsCommsEnabled}
            onChange={(event) =>
              setValues((current) => ({ ...current, smsCommsEnabled: event.target.checked }))
            }
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/signin" search={{ redirect }} className={textLinkStyle}>
            Already have an account? Sign in
          </Link>
        </li>
      </ul>
    </Page>
  );
}
