import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isCardExpired } from '../../../domain/cards';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { cx } from '../../cx';
import type { ErrorSummaryItem } from '../../ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../ErrorSummary/ErrorSummary';
import { TextField } from '../../TextField/TextField';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as styles from './CardEntry.css';
import {
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  isAmex,
  isLuhnValid,
  parseExpiry,
} from './cardNumber';

export type CardDetails = {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
};

type CardField = 'number' | 'expiry' | 'cvc' | 'name';
type CardErrors = Partial<Record<CardField, string>>;
type CardValues = Record<CardField, string>;

export type CardEntryProps = {
  onSubmit: (card: CardDetails) => void;
  /**
   * The card was just refused: its number and security code are cleared for the customer to
   * enter again (or another card's); the expiry and name stay.
   */
  declined?: boolean;
  /** The card is being sent or the payment is running. */
  busy?: boolean;
  submitLabel?: ReactNode;
  /** A message from the payment step (a decline), shown above the fields. */
  error?: ReactNode;
  /** The sandbox's test card numbers, on by default. */
  showTestCards?: boolean;
  legend?: ReactNode;
  legendHidden?: boolean;
  defaultName?: string;
  /** Prefix of the field ids (`${idPrefix}-number`). */
  idPrefix?: string;
  secondaryActions?: ReactNode;
  /**
   * Words that belong with the submit button (what paying agrees to), shown just above it;
   * `noticeId` is their id, so the button is described by them.
   */
  notice?: ReactNode;
  noticeId?: string;
  /** The date expiry is checked against; today when left out. */
  today?: Date;
  className?: string;
};

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'needs you to confirm the payment with your bank' },
  {
    number: '4000 0027 6000 3184',
    outcome:
      'needs you to confirm every payment with your bank, so monthly payments fail until you do',
  },
  { number: '4000 0000 0000 0341', outcome: 'is saved, then every payment with it is declined' },
] as const;

const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

function validate(values: CardValues, today: Date): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(values.number);
  if (values.number.trim() === '') errors.number = 'Enter your card number';
  else if (!isLuhnValid(number)) errors.number = 'Enter a valid card number';

  const expiry = parseExpiry(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = 'Enter the expiry date';
  else if (!expiry) errors.expiry = 'Enter a real expiry date, like 04 / 28';
  else if (isCardExpired({ expMonth: expiry.month, expYear: expiry.year }, today)) {
    errors.expiry = 'The expiry date must be in the future';
  }

  const cvcLength = isAmex(number) ? 4 : 3;
  if (values.cvc.trim() === '') errors.cvc = 'Enter the card security code';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(values.cvc.trim())) {
    errors.cvc = `Enter a valid card security code, ${cvcLength} digits`;
  }

  if (values.name.trim() === '') errors.name = 'Enter the name as it appears on the card';
  return errors;
}

/**
 * The sandbox card form: number spaced as it is typed, expiry as MM / YY, security code and name,
 * with the browser's card autofill. GOV.UK error handling: a summary that takes focus, an
 * error on each field, and everything typed kept.
 */
export function CardEntry({
  onSubmit,
  declined = false,
  busy = false,
  submitLabel = 'Continue',
  error,
  showTestCards = true,
  legend = 'Card details',
  legendHidden = false,
  defaultName = '',
  idPrefix,
  secondaryActions,
  notice,
  noticeId,
  today,
  className,
}: CardEntryProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const fieldId = (field: CardField) => `${prefix}-${field}`;
  const [values, setValues] = useState<CardValues>({
    number: '',
    expiry: '',
    cvc: '',
    name: defaultName,
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const numberRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (declined) setValues((current) => ({ ...current, number: '', cvc: '' }));
  }, [declined]);
  // Where the caret belongs after the number is re-spaced: after the same count of digits.
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = numberRef.current;
    const digitsBefore = caretDigits.current;
    if (!input || digitsBefore === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let position = 0;
    let seen = 0;
    while (position < values.number.length && seen < digitsBefore) {
      if (/\d/.test(values.number.charAt(position))) seen += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
  }, [values.number]);

  function handleNumber(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    caretDigits.current = digitsOnly(value.slice(0, selectionStart ?? value.length)).length;
    setValues((current) => ({ ...current, number: formatCardNumber(value) }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values, today ?? new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    onSubmit({
      number: digitsOnly(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      name: values.name.trim(),
    });
  }

  const summary: ErrorSummaryItem[] = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  return (
    <form className={cx(styles.form, className)} noValidate onSubmit={handleSubmit}>
      <ErrorSummary errors={summary} />
      {error && (
        <Alert type="danger" className={styles.serverError}>
          {error}
        </Alert>
      )}
      {showTestCards && (
        <Alert type="info" title="Test payments" className={styles.testCards}>
          No real money is taken. Use one of these card numbers with any future expiry date and any
          security code:
          <ul className={styles.testCardList}>
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className={styles.cardNumber}>{card.number}</span> {card.outcome}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>
          {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
        </legend>
        <TextField
          ref={numberRef}
          id={fieldId('number')}
          name="cardnumber"
          label="Card number"
          width="md"
          className={styles.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          value={values.number}
          error={errors.number}
          onChange={handleNumber}
        />
        <div className={styles.row}>
          <TextField
            id={fieldId('expiry')}
            name="cc-exp"
            label="Expiry date"
            hint="For example, 04 / 28"
            width="sm"
            inputMode="numeric"
            autoComplete="cc-exp"
            spellCheck={false}
            value={values.expiry}
            error={errors.expiry}
            onChange={(event) => {
              const typed = event.target.value;
              // Deleting the separator's space must not put it straight back.
              const next = typed.length < values.expiry.length ? typed : formatExpiry(typed);
              setValues((current) => ({ ...current, expiry: next }));
            }}
            onBlur={() =>
              setValues((current) => ({ ...current, expiry: formatExpiry(current.expiry) }))
            }
          />
          <TextField
            id={fieldId('cvc')}
            name="cvc"
            label="Security code"
            hint={
              isAmex(digitsOnly(values.number))
                ? 'The 4 digits on the front of the card'
                : 'The last 3 digits on the back of the card'
            }
            width="xs"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            spellCheck={false}
            value={values.cvc}
            error={errors.cvc}
            onChange={(event) => {
              const cvc = digitsOnly(event.target.value).slice(0, 4);
              setValues((current) => ({ ...current, cvc }));
            }}
          />
        </div>
        <TextField
          id={fieldId('name')}
          name="ccname"
          label="Name on card"
          width="lg"
          autoComplete="cc-name"
          spellCheck={false}
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            const name = event.target.value;
            setValues((current) => ({ ...current, name }));
          }}
        />
      </fieldset>
      {notice && <div className={styles.notice}>{notice}</div>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} aria-describedby={notice ? noticeId : undefined}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
    </form>
  );
}
