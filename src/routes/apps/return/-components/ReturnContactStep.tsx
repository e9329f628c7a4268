import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { phoneDisplayText } from '../../../../domain/format';
import {
  RETURN_INCLUDED_TEXT,
  RETURN_REASON_MAX_LENGTH,
  type ReturnContact,
  returnContactProblems,
} from '../../../../domain/returns';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../../ui/ErrorSummary/ErrorSummary';
import { FieldError, FieldHint, fieldDescription } from '../../../../ui/Field/Field';
import * as fieldStyles from '../../../../ui/Field/Field.css';
import { Page } from '../../../../ui/layouts/Page';
import { TextField } from '../../../../ui/TextField/TextField';
import type { ReturnFunnelActor } from '../../../../wiring/returnFunnelActor';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { useReturnBasket } from './useReturnActors';

const FIELD_IDS: Record<keyof ReturnContact, string> = {
  notificationEmail: 'return-email',
  notificationPhone: 'return-phone',
  returnReasonText: 'return-reason',
};

/** A labelled multi-line field in the GOV.UK pattern (label, hint, error, then the box). */
function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = FIELD_IDS.returnReasonText;
  const hint = `Optional. It helps us improve. Up to ${RETURN_REASON_MAX_LENGTH} characters.`;
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });
  return (
    <div className={fieldStyles.formGroup({ invalid: Boolean(error) })}>
      <label htmlFor={id} className={fieldStyles.label}>
        Why are you having these boxes back?
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <textarea
        id={id}
        rows={4}
        className={fieldStyles.control({ invalid: Boolean(error) })}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Where delivery updates go, and why the boxes are coming back. */
export function ReturnContactStep({ funnel }: { funnel: ReturnFunnelActor }) {
  const quote = useBasketQuote(useReturnBasket());
  const saving = useSelector(funnel, (state) => state.matches({ contact: 'savingContact' }));
  const saveError = useSelector(funnel, (state) => state.context.error);
  const saved = useSelector(funnel, (state) => state.context.contact);
  const customerEmail = useSelector(funnel, (state) => state.context.customerEmail);
  // Offered as people write it ('07700 900456'); stored in international form.
  const customerPhone = phoneDisplayText(
    useSelector(funnel, (state) => state.context.customerPhone),
  );
  const [values, setValues] = useState<ReturnContact>(() =>
    saved
      ? { ...saved, notificationPhone: phoneDisplayText(saved.notificationPhone) }
      : {
          notificationEmail: customerEmail,
          notificationPhone: customerPhone,
          returnReasonText: '',
        },
  );
  // After a reload the customer is known a moment later: their details fill empty fields.
  useEffect(() => {
    setValues((current) => ({
      ...current,
      notificationEmail: current.notificationEmail || customerEmail,
      notificationPhone: current.notificationPhone || customerPhone,
    }));
  }, [customerEmail, customerPhone]);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (field: keyof ReturnContact) =>
    errors.find((error) => error.fieldId === FIELD_IDS[field])?.message;
  const set = (field: keyof ReturnContact) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = returnContactProblems(values);
    const found = (Object.keys(FIELD_IDS) as (keyof ReturnContact)[]).flatMap((field) => {
      const message = problems[field];
      return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
    });
    setErrors(found);
    if (found.length === 0) funnel.send({ type: 'contact.submitted', contact: values });
  }

  return (
    <Page title="Contact details">
      <QuotedStep quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <ErrorSummary errors={errors} />
          {saveError && (
            <Alert type="danger" focusKey={saveError} title="Your details were not saved">
              {saveError}
            </Alert>
          )}
          <p>
            We send the delivery day and a time window to these, and the driver calls on the way.
          </p>
          <TextField
            id={FIELD_IDS.notificationEmail}
            label="Email address for delivery updates"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={values.notificationEmail}
            error={errorFor('notificationEmail')}
            onChange={(event) => set('notificationEmail')(event.target.value)}
          />
          <TextField
            id={FIELD_IDS.notificationPhone}
            label="Phone number for the driver"
            hint="A UK number such as 07700 900 982, or an international one starting with +"
            type="tel"
            autoComplete="tel"
            width="md"
            value={values.notificationPhone}
            error={errorFor('notificationPhone')}
            onChange={(event) => set('notificationPhone')(event.target.value)}
          />
          <ReasonField
            value={values.returnReasonText}
            error={errorFor('returnReasonText')}
            onChange={set('returnReasonText')}
          />
          <QuotedActions quote={quote} title="Return price" emptyText={RETURN_INCLUDED_TEXT}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button type="submit" loading={saving}>
              Continue
            </Button>
          </QuotedActions>
        </form>
      </QuotedStep>
    </Page>
  );
}
