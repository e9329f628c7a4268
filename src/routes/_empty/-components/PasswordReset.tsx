import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { passwordResetSentMessage } from '../../../domain/auth';
import type { passwordResetMachine } from '../../../machines/passwordReset.machine';
import { Button } from '../../../ui/Button/Button';
import { ErrorSummary } from '../../../ui/ErrorSummary/ErrorSummary';
import { MAIN_CONTENT_ID } from '../../../ui/layouts/MainContent';
import { Page } from '../../../ui/layouts/Page';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import { fieldForServerMessage, RESET_LINK_INVALID_MESSAGE, summaryItems } from './formErrors';
import * as styles from './forms.css';

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;

const REQUEST_FIELD_IDS = { email: 'reset-email' } as const;
const CHOOSE_FIELD_IDS = {
  password: 'reset-password',
  confirmPassword: 'reset-confirm-password',
} as const;

type Step = 'request' | 'sent' | 'choose' | 'updated';

function stepOf(value: unknown): Step {
  switch (value) {
    case 'sent':
      return 'sent';
    case 'choosing':
    case 'updating':
      return 'choose';
    case 'updated':
      return 'updated';
    default:
      return 'request';
  }
}

/** The reset page: ask for a link, say it was sent, choose a new password, confirm the change. */
export function PasswordReset({ actor }: { actor: PasswordResetActor }) {
  const step = useSelector(actor, (state) => stepOf(state.value));
  const shownStep = useRef(step);

  // Each step replaces the form the customer was in; start reading again from the top.
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [step]);

  switch (step) {
    case 'sent':
      return <SentNotice actor={actor} />;
    case 'choose':
      return <NewPasswordForm actor={actor} />;
    case 'updated':
      return <UpdatedNotice />;
    default:
      return <RequestLinkForm actor={actor} />;
  }
}

function RequestLinkForm({ actor }: { actor: PasswordResetActor }) {
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const keptEmail = useSelector(actor, (state) => state.context.email);
  const emailError = useSelector(actor, (state) => state.context.fieldErrors.email);
  const serverError = useSelector(actor, (state) => state.context.error);
  const [email, setEmail] = useState(keptEmail);
  const [attempt, setAttempt] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({ type: 'passwordReset.requestLink', email });
  }

  return (
    <Page title="Reset your password">
      <ErrorSummary
        key={attempt}
        errors={summaryItems(REQUEST_FIELD_IDS, { email: emailError ?? serverError ?? undefined })}
      />
      <p className={styles.lead}>
        Enter the email address you use to sign in and we will send you a link to choose a new
        password.
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          id={REQUEST_FIELD_IDS.email}
          name="email"
          type="email"
          label="Email address"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Send reset link
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/signin" className={textLinkStyle}>
            Back to sign in
          </Link>
        </li>
      </ul>
    </Page>
  );
}

function SentNotice({ actor }: { actor: PasswordResetActor }) {
  const email = useSelector(actor, (state) => state.context.email);
  return (
    <Page title="Check your email">
      <p className={styles.lead}>{passwordResetSentMessage(email)}</p>
      <p className={styles.lead}>
        The email can take a few minutes to arrive. If it does not, check your spam folder or ask
        for another.
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => actor.send({ type: 'passwordReset.startAgain' })}
        >
          Send another email
        </Button>
      </div>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/signin" className={textLinkStyle}>
            Back to sign in
          </Link>
        </li>
      </ul>
    </Page>
  );
}

function NewPasswordForm({ actor }: { actor: PasswordResetActor }) {
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const email = useSelector(actor, (state) => state.context.email);
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const serverError = useSelector(actor, (state) => state.context.error);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [attempt, setAttempt] = useState(0);

  const serverField = serverError ? fieldForServerMessage(serverError) : null;
  const inline = {
    password: fieldErrors.password ?? (serverField === 'password' ? serverError : undefined),
    confirmPassword:
      fieldErrors.confirmPassword ?? (serverField === 'confirmPassword' ? serverError : undefined),
  };
  const summary = summaryItems(CHOOSE_FIELD_IDS, inline);
  if (serverError && serverField !== 'password' && serverField !== 'confirmPassword') {
    summary.push({ fieldId: CHOOSE_FIELD_IDS.password, message: serverError });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({ type: 'passwordReset.setPassword', ...values });
  }

  return (
    <Page title="Choose a new password">
      <ErrorSummary
        key={attempt}
        errors={summary}
        description={
          serverError === RESET_LINK_INVALID_MESSAGE ? (
            <Link to="/apps/reset" className={textLinkStyle}>
              Request a new reset link
            </Link>
          ) : undefined
        }
      />
      <p className={styles.lead}>Choose a new password for {email}.</p>
      <form noValidate onSubmit={submit}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id={CHOOSE_FIELD_IDS.password}
          name="password"
          label="New password"
          hint="At least 8 characters"
          toggleName="new password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          error={inline.password}
        />
        <PasswordField
          id={CHOOSE_FIELD_IDS.confirmPassword}
          name="confirmPassword"
          label="Confirm new password"
          toggleName="confirmed password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))}
          error={inline.confirmPassword}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </div>
      </form>
    </Page>
  );
}

function UpdatedNotice() {
  return (
    <Page title="Your password has been changed">
      <p className={styles.lead}>You can now sign in with your new password.</p>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/signin" className={textLinkStyle}>
            Sign in
          </Link>
        </li>
      </ul>
    </Page>
  );
}
