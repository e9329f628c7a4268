import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { readConfig } from '../../../api/config';
import type { Card } from '../../../domain/cards';
import { cardLabel, defaultCard, isCardExpired } from '../../../domain/cards';
import { formatPrice } from '../../../domain/format';
import type { MonthlyPayments } from '../../../domain/quote';
import type { PaymentMethod } from '../../../machines/checkout.machine';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import { AuthenticationDialog } from '../../../ui/commerce/AuthenticationDialog/AuthenticationDialog';
import { CardEntry } from '../../../ui/commerce/CardEntry/CardEntry';
import { LinkButton } from '../../../ui/commerce/LinkButton/LinkButton';
import { SavedCardList } from '../../../ui/commerce/SavedCardList/SavedCardList';
import { Spinner } from '../../../ui/Spinner/Spinner';
import type { CheckoutActor } from '../../../wiring/checkoutActor';
import * as styles from './funnel.css';
import { KeptCardConsent } from './KeptCardConsent';

const StripeCardEntry = lazy(() => import('./StripeCardEntry'));

export interface PaymentPanelProps {
  checkout: CheckoutActor;
  basketId: number;
  cards: readonly Card[];
  /** The quote's total: what the button says and what the server charges. */
  total: number;
  /** The button that places an order with nothing to pay (no card is asked for). */
  freeLabel?: string;
  /**
   * The quote's monthly payments: paying keeps the card for them, as the sentence beside Pay
   * says. Null when nothing is billed monthly (no sentence).
   */
  monthlyPayments?: MonthlyPayments | null;
}

/** Pay with a saved card or a new one; the checkout machine does the rest. */
export function PaymentPanel({
  checkout,
  basketId,
  cards,
  total,
  freeLabel = 'Place order',
  monthlyPayments = null,
}: PaymentPanelProps) {
  const consentId = useId();
  const busy = useSelector(checkout, (state) => state.hasTag('busy'));
  const polling = useSelector(checkout, (state) => state.matches('polling'));
  const error = useSelector(checkout, (state) =>
    state.matches('failed') || state.matches('idle') ? state.context.error : null,
  );
  const authenticating = useSelector(
    checkout,
    (state) => state.matches('authenticating') || state.matches('confirmingAuthentication'),
  );
  const answering = useSelector(checkout, (state) => state.matches('confirmingAuthentication'));
  const priceChanged = useSelector(checkout, (state) => state.matches('priceChanged'));
  const seenTotal = useSelector(checkout, (state) => state.context.quotedTotal);
  const acceptRef = useRef<HTMLButtonElement>(null);

  // The Pay button the customer pressed is gone: their next step is to look at the new total.
  useEffect(() => {
    if (priceChanged) acceptRef.current?.focus();
  }, [priceChanged]);
  const stripeKey = readConfig().stripePublishableKey;

  const usable = cards.filter((card) => !isCardExpired(card, new Date()));
  const [choice, setChoice] = useState<number | 'new'>(
    () => (defaultCard(usable) ?? usable[0])?.cardId ?? 'new',
  );
  const chosenCard = usable.find((card) => card.cardId === choice);
  const payLabel = `Pay ${formatPrice(total)}`;
  // The total on the button is the quote's, and the server charges nothing else.
  const pay = (method: PaymentMethod) =>
    checkout.send({ type: 'checkout.pay', basketId, method, quotedTotal: total });
  // Paying is the consent: the sentence sits just above whichever Pay button is shown.
  const consent = monthlyPayments ? (
    <KeptCardConsent payments={monthlyPayments} id={consentId} />
  ) : null;
  const describedBy = consent ? consentId : undefined;

  // With Stripe, its own frame asks the bank; there is nothing to answer in ours.
  useEffect(() => {
    if (stripeKey && authenticating && !answering) {
      checkout.send({ type: 'checkout.authenticate', approved: true });
    }
  }, [stripeKey, authenticating, answering, checkout]);

  if (priceChanged) {
    return (
      <section className={styles.stack} aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        <Alert type="warning" title="The price has changed">
          <p>
            Since you last looked, the total went from {formatPrice(seenTotal ?? 0)} to{' '}
            <strong>{formatPrice(total)}</strong>, as the summary now shows. Nothing has been
            charged.
          </p>
        </Alert>
        <div className={styles.actions}>
          <Button
            ref={acceptRef}
            onClick={() => checkout.send({ type: 'checkout.priceChangeConfirmed' })}
          >
            Continue with the new total
          </Button>
        </div>
      </section>
    );
  }

  if (total <= 0) {
    return (
      <section className={styles.stack} aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        {error && (
          <Alert type="danger" title="Your order was not placed" focusKey={error}>
            {error}
          </Alert>
        )}
        {polling && <Spinner label="Placing your order" />}
        <p>There is nothing to pay.</p>
        <div className={styles.actions}>
          <Button loading={busy} onClick={() => pay({ kind: 'free' })}>
            {freeLabel}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.stack} aria-labelledby="order-payment">
      <h2 id="order-payment">Payment</h2>
      {error && (
        <Alert type="danger" title="Your payment was not taken" focusKey={error}>
          {error}
        </Alert>
      )}
      {polling && <Spinner label="Taking your payment" />}
      {usable.length > 0 && choice !== 'new' && (
        <>
          <SavedCardList
            legend="Pay with a saved card"
            cards={usable}
            value={typeof choice === 'number' ? choice : null}
            onChange={setChoice}
          />
          <div className={styles.payArea}>
            {consent}
            <div className={styles.payActions}>
              <Button
                loading={busy}
                aria-describedby={describedBy}
                onClick={() => chosenCard && pay({ kind: 'savedCard', cardId: chosenCard.cardId })}
              >
                {payLabel}
              </Button>
              <LinkButton onClick={() => setChoice('new')} disabled={busy}>
                Use a new card
              </LinkButton>
            </div>
          </div>
        </>
      )}
      {choice === 'new' &&
        (stripeKey ? (
          <Suspense fallback={<Spinner label="Loading the card form" />}>
            <StripeCardEntry
              publishableKey={stripeKey}
              busy={busy}
              submitLabel={payLabel}
              notice={consent}
              noticeId={consentId}
              onPaymentMethod={(paymentMethodId) => pay({ kind: 'newCard', paymentMethodId })}
            />
          </Suspense>
        ) : (
          <CardEntry
            legend="Pay with a card"
            busy={busy}
            submitLabel={payLabel}
            notice={consent}
            noticeId={consentId}
            declined={error !== null}
            onSubmit={(card) => pay({ kind: 'cardDetails', card })}
            secondaryActions={
              usable.length > 0 ? (
                <LinkButton onClick={() => setChoice(usable[0]?.cardId ?? 'new')} disabled={busy}>
                  Use a saved card
                </LinkButton>
              ) : undefined
            }
          />
        ))}
      {!stripeKey && (
        <AuthenticationDialog
          open={authenticating}
          busy={answering}
          amount={total}
          cardText={chosenCard ? cardLabel(chosenCard) : undefined}
          onApprove={() => checkout.send({ type: 'checkout.authenticate', approved: true })}
          onDecline={() => checkout.send({ type: 'checkout.authenticate', approved: false })}
        />
      )}
    </section>
  );
}
