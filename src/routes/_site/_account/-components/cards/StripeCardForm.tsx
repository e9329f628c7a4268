import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { TextField } from '../../../../../ui/TextField/TextField';
import { stripeFor } from '../../../../../wiring/cardsActor';
import * as styles from './cards.css';

export interface StripeCardFormProps {
  publishableKey: string;
  /** The card as a Stripe payment method, with the name on it. */
  onPaymentMethod: (paymentMethodId: string, name: string) => void;
  busy: boolean;
  /** Why the last try failed, from the setup intent machine. */
  error?: string | null;
  defaultName?: string;
  submitLabel: string;
  secondaryActions?: ReactNode;
}

const CARD_FIELD_ID = 'stripe-card';

function CardForm({
  onPaymentMethod,
  busy,
  error,
  defaultName = '',
  submitLabel,
  secondaryActions,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typedName = name.trim();
    setNameError(typedName === '' ? 'Enter the name as it appears on the card' : null);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || typedName === '') return;
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: typedName },
    });
    if (result.error) {
      setProblem(result.error.message ?? 'Check your card details');
      return;
    }
    setProblem(null);
    onPaymentMethod(result.paymentMethod.id, typedName);
  }

  const message = problem ?? error;
  return (
    <form onSubmit={submit} className={styles.stack} noValidate>
      {message && <Alert type="danger">{message}</Alert>}
      <div>
        <label className={styles.fieldLabel} htmlFor={CARD_FIELD_ID}>
          Card details
        </label>
        <div className={styles.stripeField}>
          <CardElement
            id={CARD_FIELD_ID}
            options={{ hidePostalCode: true, disabled: busy }}
            onChange={() => setProblem(null)}
          />
        </div>
      </div>
      <TextField
        id="stripe-card-name"
        label="Name on card"
        width="lg"
        autoComplete="cc-name"
        spellCheck={false}
        value={name}
        error={nameError ?? undefined}
        disabled={busy}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!stripe}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
    </form>
  );
}

/** Stripe Elements, loaded only when the server has Stripe keys (never on the sandbox). */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
