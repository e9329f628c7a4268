import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { setupIntentMachine } from '../../../../../machines/setupIntent.machine';
import { AuthenticationDialog } from '../../../../../ui/commerce/AuthenticationDialog/AuthenticationDialog';
import { CardEntry } from '../../../../../ui/commerce/CardEntry/CardEntry';
import { LinkButton } from '../../../../../ui/commerce/LinkButton/LinkButton';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import * as styles from './cards.css';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export type SetupIntentActor = ActorRefFrom<typeof setupIntentMachine>;

export interface AddCardFormProps {
  setupIntent: SetupIntentActor;
  /** Set when the server has Stripe keys: Stripe Elements replaces the sandbox card form. */
  stripePublishableKey: string | null;
  onCancel: () => void;
}

const SUBMIT_LABEL = 'Save card';

/** The card form, driven by the setup intent machine until the card is saved or refused. */
export function AddCardForm({ setupIntent, stripePublishableKey, onCancel }: AddCardFormProps) {
  const busy = useSelector(setupIntent, (state) => state.hasTag('busy'));
  const checking = useSelector(setupIntent, (state) => state.matches('polling'));
  const error = useSelector(setupIntent, (state) =>
    state.matches('failed') ? state.context.error : null,
  );
  const name = useSelector(setupIntent, (state) => state.context.name);
  const failures = useSelector(setupIntent, (state) => state.context.failures);
  const authenticating = useSelector(
    setupIntent,
    (state) => state.matches('authenticating') || state.matches('confirmingAuthentication'),
  );
  const answering = useSelector(setupIntent, (state) => state.matches('confirmingAuthentication'));
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus to it, so keyboard and screen reader users land where they work.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const cancel = (
    <LinkButton onClick={onCancel} disabled={busy}>
      Cancel
    </LinkButton>
  );

  return (
    <section className={styles.editor} aria-labelledby="add-card-heading">
      <h3 id="add-card-heading" ref={heading} tabIndex={-1} className={styles.editorHeading}>
        Add a card
      </h3>
      {stripePublishableKey ? (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <StripeCardForm
            publishableKey={stripePublishableKey}
            busy={busy}
            error={error}
            defaultName={name}
            submitLabel={SUBMIT_LABEL}
            secondaryActions={cancel}
            onPaymentMethod={(paymentMethodId, cardName) =>
              setupIntent.send({
                type: 'setupIntent.submit',
                card: { kind: 'paymentMethod', paymentMethodId, name: cardName },
              })
            }
          />
        </Suspense>
      ) : (
        // A new form after each failed try: the card details go, the name stays.
        <CardEntry
          key={failures}
          idPrefix="add-card"
          legend="Card details"
          legendHidden
          submitLabel={SUBMIT_LABEL}
          busy={busy}
          error={error}
          defaultName={name}
          secondaryActions={cancel}
          onSubmit={(card) =>
            setupIntent.send({ type: 'setupIntent.submit', card: { kind: 'cardDetails', card } })
          }
        />
      )}
      {checking && <Spinner label="Checking your card with your bank" />}
      {!stripePublishableKey && (
        <AuthenticationDialog
          open={authenticating}
          busy={answering}
          onApprove={() => setupIntent.send({ type: 'setupIntent.authenticate', approved: true })}
          onDecline={() => setupIntent.send({ type: 'setupIntent.authenticate', approved: false })}
        >
          <p>No money is taken: your bank is confirming that Boxroom may save this card.</p>
        </AuthenticationDialog>
      )}
    </section>
  );
}
