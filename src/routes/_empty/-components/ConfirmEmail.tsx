import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { emailConfirmedMessage } from '../../../domain/customer';
import { ErrorCode } from '../../../domain/errors';
import type { confirmEmailMachine } from '../../../machines/confirmEmail.machine';
import { Alert } from '../../../ui/Alert/Alert';
import { MAIN_CONTENT_ID } from '../../../ui/layouts/MainContent';
import { Page } from '../../../ui/layouts/Page';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import * as styles from './forms.css';

export type ConfirmEmailActor = ActorRefFrom<typeof confirmEmailMachine>;

type Step = 'confirming' | 'confirmed' | 'failed';

/** The page the link mailed to a new address opens: progress, then done or what went wrong. */
export function ConfirmEmail({ actor }: { actor: ConfirmEmailActor }) {
  const step = useSelector(actor, (state): Step => {
    if (state.matches('confirmed')) return 'confirmed';
    if (state.matches('failed')) return 'failed';
    return 'confirming';
  });
  const shownStep = useRef(step);

  // The answer replaces the progress message; start reading again from the top.
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [step]);

  switch (step) {
    case 'confirmed':
      return <Confirmed actor={actor} />;
    case 'failed':
      return <Failed actor={actor} />;
    default:
      return (
        <Page title="Confirming your new email address">
          <Spinner label="Confirming your new email address" />
        </Page>
      );
  }
}

function Confirmed({ actor }: { actor: ConfirmEmailActor }) {
  const email = useSelector(actor, (state) => state.context.email ?? '');
  return (
    <Page title="Email address changed">
      <Alert type="success">{emailConfirmedMessage(email)}</Alert>
      <p className={styles.lead}>You sign in with it from now on, and we write to it.</p>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/account" className={textLinkStyle}>
            Go to My account
          </Link>
        </li>
      </ul>
    </Page>
  );
}

function Failed({ actor }: { actor: ConfirmEmailActor }) {
  const error = useSelector(actor, (state) => state.context.error);
  const code = useSelector(actor, (state) => state.context.errorCode);
  return (
    <Page title="We could not change your email address">
      <Alert type="danger">{error}</Alert>
      <p className={styles.lead}>
        {code === ErrorCode.EmailAlreadyRegistered
          ? 'Your account keeps its current email address. Choose another one in My account.'
          : 'Your account keeps its current email address.'}
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/account" className={textLinkStyle}>
            Go to My account
          </Link>
        </li>
      </ul>
    </Page>
  );
}
