import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary/ErrorSummary';
import { Page } from '../../../ui/layouts/Page';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import type { SessionActor } from '../../../wiring/context';
import { summaryItems } from './formErrors';
import * as styles from './forms.css';

const FIELD_IDS = { email: 'signin-email', password: 'signin-password' } as const;
type SignInField = keyof typeof FIELD_IDS;

export const ENTER_EMAIL_MESSAGE = 'Enter your email address';
export const ENTER_PASSWORD_MESSAGE = 'Enter your password';

export interface SignInFormProps {
  session: SessionActor;
  /** A same-site path to return to once signed in. */
  redirect?: string | undefined;
}

/** The sign-in form: it checks only that both fields are filled; the server judges the rest. */
export function SignInForm({ session, redirect }: SignInFormProps) {
  const busy = useSelector(session, (state) => state.hasTag('busy'));
  const sessionError = useSelector(session, (state) => state.context.error);
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignInField, string>>>({});
  // Each submit remounts the summary, so a repeated error takes focus again.
  const [attempt, setAttempt] = useState(0);
  // The session's error may come from another form (sign-up); show it only after our own submit.
  const [submitted, setSubmitted] = useState(false);

  const serverError = submitted && !busy ? sessionError : null;
  const errors = serverError ? { ...fieldErrors, password: serverError } : fieldErrors;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Partial<Record<SignInField, string>> = {};
    if (values.email.trim() === '') problems.email = ENTER_EMAIL_MESSAGE;
    if (values.password === '') problems.password = ENTER_PASSWORD_MESSAGE;
    setFieldErrors(problems);
    setAttempt((count) => count + 1);
    const valid = Object.keys(problems).length === 0;
    setSubmitted(valid);
    if (!valid) return;
    session.send({
      type: 'session.logIn',
      credentials: { username: values.email.trim(), password: values.password },
      returnTo: redirect ?? null,
    });
  }

  return (
    <Page title="Sign in">
      <ErrorSummary key={attempt} errors={summaryItems(FIELD_IDS, errors)} />
      <form noValidate onSubmit={submit}>
        <TextField
          id={FIELD_IDS.email}
          name="email"
          type="email"
          label="Email address"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          error={errors.email}
        />
        <PasswordField
          id={FIELD_IDS.password}
          name="password"
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          error={errors.password}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/reset" className={textLinkStyle}>
            Forgotten your password?
          </Link>
        </li>
        <li>
          <Link to="/apps/signup" search={{ redirect }} className={textLinkStyle}>
            Create an account
          </Link>
        </li>
      </ul>
    </Page>
  );
}
