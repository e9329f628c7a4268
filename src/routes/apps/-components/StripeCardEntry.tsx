import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { STRIPE_API_VERSION } from '../../../domain/constants';
import { Button } from '../../../ui/Button/Button';
import * as styles from './funnel.css';

const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { apiVersion: STRIPE_API_VERSION });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardEntryProps {
  publishableKey: string;
  /** The card as a Stripe payment method, ready to attach to the basket's payment. */
  onPaymentMethod: (paymentMethodId: string) => void;
  busy: boolean;
  error?: string | null;
  submitLabel: string;
  /** What paying agrees to, shown just above the button; `noticeId` is its id. */
  notice?: ReactNode;
  noticeId?: string;
}

function CardForm({
  onPaymentMethod,
  busy,
  error,
  submitLabel,
  notice,
  noticeId,
}: Omit<StripeCardEntryProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    if (result.error) {
      setProblem(result.error.message ?? 'Check your card details');
      return;
    }
    setProblem(null);
    onPaymentMethod(result.paymentMethod.id);
  }

  return (
    <form onSubmit={submit} className={styles.stack}>
      {(problem ?? error) && <p role="alert">{problem ?? error}</p>}
      <CardElement options={{ hidePostalCode: true }} />
      {notice}
      <Button
        type="submit"
        loading={busy}
        disabled={!stripe}
        aria-describedby={notice ? noticeId : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** Stripe Elements, loaded only when the server has Stripe keys (never on the sandbox). */
export default function StripeCardEntry({ publishableKey, ...props }: StripeCardEntryProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
