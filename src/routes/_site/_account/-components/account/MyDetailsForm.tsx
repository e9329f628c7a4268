import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pendingEmailMessage } from '../../../../../domain/customer';
import {
  DETAILS_FIELD_NAMES,
  DETAILS_FIELDS,
  type DetailsField,
  type DetailsFlagField,
  type DetailsTextField,
  detailsValuesOf,
  emailChanging,
  isTextDetail,
} from '../../../../../domain/details';
import type { DetailsValues, myDetailsMachine } from '../../../../../machines/myDetails.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Checkbox } from '../../../../../ui/Checkbox/Checkbox';
import type { ErrorSummaryItem } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { PasswordField } from '../../../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../../../ui/TextField/TextField';
import * as styles from './account.css';

export type MyDetailsActor = ActorRefFrom<typeof myDetailsMachine>;

const CURRENT_PASSWORD_ID = 'details-current-password';

/** The form's fields in page order (the current password after the email), for the summary. */
const SUMMARY_ORDER: (DetailsField | 'currentPassword')[] = DETAILS_FIELD_NAMES.flatMap((field) =>
  field === 'email' ? [field, 'currentPassword' as const] : [field],
);
const fieldId = (field: DetailsField | 'currentPassword') =>
  field === 'currentPassword' ? CURRENT_PASSWORD_ID : DETAILS_FIELDS[field].id;

const TEXT_FIELDS = DETAILS_FIELD_NAMES.filter(isTextDetail);
const FLAG_FIELDS = DETAILS_FIELD_NAMES.filter(
  (field): field is DetailsFlagField => !isTextDetail(field),
);

/** The customer's own fields, saved together; what was typed stays through every error. */
export function MyDetailsForm({ actor }: { actor: MyDetailsActor }) {
  const customer = useSelector(actor, (state) => state.context.customer);
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const serverError = useSelector(actor, (state) => state.context.error);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const saved = useSelector(actor, (state) => state.matches('saved'));
  const [values, setValues] = useState<DetailsValues>(() => detailsValuesOf(customer));
  const [currentPassword, setCurrentPassword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const askPassword = emailChanging(customer, values.email);
  const pendingBanner = useRef<HTMLElement>(null);
  const askedToChangeEmail = useRef(false);

  // Once saved, the form shows the record as stored (phones in international form), and a
  // change of email, which waits for its link, says so where the customer is reading.
  useEffect(() => {
    if (saved) {
      setValues(detailsValuesOf(customer));
      setCurrentPassword('');
      if (askedToChangeEmail.current) pendingBanner.current?.focus();
      askedToChangeEmail.current = false;
    }
  }, [saved, customer]);

  const summary: ErrorSummaryItem[] = SUMMARY_ORDER.flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  if (serverError) summary.push({ fieldId: fieldId('firstName'), message: serverError });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    askedToChangeEmail.current = askPassword;
    actor.send({
      type: 'details.save',
      values,
      ...(askPassword ? { currentPassword } : {}),
    });
  }

  const textField = (field: DetailsTextField) => {
    const detail: (typeof DETAILS_FIELDS)[DetailsTextField] = DETAILS_FIELDS[field];
    return (
      <TextField
        key={field}
        id={detail.id}
        name={field}
        type={detail.kind === 'text' ? undefined : detail.kind}
        label={detail.label}
        hint={'hint' in detail ? detail.hint : undefined}
        autoComplete={detail.autoComplete}
        width={'width' in detail ? detail.width : undefined}
        {...(detail.kind === 'email' ? { spellCheck: false, autoCapitalize: 'none' } : {})}
        {...(field === 'postcode' ? { autoCapitalize: 'characters' } : {})}
        value={values[field]}
        error={fieldErrors[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
    );
  };

  return (
    <>
      <ErrorSummary key={attempt} errors={summary} />
      {customer.pendingEmail ? (
        // The GOV.UK notification banner: a titled region that takes focus when it appears.
        <section
          ref={pendingBanner}
          tabIndex={-1}
          aria-labelledby="details-pending-email-title"
          className={styles.banner}
        >
          <Alert type="info" title={<span id="details-pending-email-title">Check your email</span>}>
            <p className={styles.bannerText}>
              {pendingEmailMessage(customer.pendingEmail, customer.email)}
            </p>
          </Alert>
        </section>
      ) : null}
      <form noValidate onSubmit={submit}>
        {TEXT_FIELDS.map((field) => (
          <Fragment key={field}>
            {textField(field)}
            {field === 'email' && askPassword ? (
              <PasswordField
                id={CURRENT_PASSWORD_ID}
                name="currentPassword"
                label="Your current password"
                hint="We need it to change the email address you sign in with"
                autoComplete="current-password"
                value={currentPassword}
                error={fieldErrors.currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            ) : null}
          </Fragment>
        ))}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send me news and offers (optional)</legend>
          {FLAG_FIELDS.map((field) => (
            <Checkbox
              key={field}
              id={DETAILS_FIELDS[field].id}
              name={field}
              label={DETAILS_FIELDS[field].label}
              checked={values[field]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field]: event.target.checked }))
              }
            />
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Save details
          </Button>
        </div>
      </form>
    </>
  );
}
