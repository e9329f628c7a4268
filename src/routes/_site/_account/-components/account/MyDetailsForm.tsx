import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  DetailsTextField,
  DetailsValues,
  myDetailsMachine,
} from '../../../../../machines/myDetails.machine';
import { detailsValuesOf, emailChanging } from '../../../../../machines/myDetails.machine';
import { Button } from '../../../../../ui/Button/Button';
import { Checkbox } from '../../../../../ui/Checkbox/Checkbox';
import type { ErrorSummaryItem } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { PasswordField } from '../../../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../../../ui/TextField/TextField';
import * as styles from './account.css';

export type MyDetailsActor = ActorRefFrom<typeof myDetailsMachine>;

/** Field ids, in the order of the form, so the error summary can link to each. */
export const DETAILS_FIELD_IDS: Record<keyof DetailsValues | 'currentPassword', string> = {
  firstName: 'details-first-name',
  lastName: 'details-last-name',
  email: 'details-email',
  currentPassword: 'details-current-password',
  postcode: 'details-postcode',
  dayTimePhone: 'details-daytime-phone',
  eveningPhone: 'details-evening-phone',
  mobilePhone: 'details-mobile-phone',
  emailCommsEnabled: 'details-email-comms',
  smsCommsEnabled: 'details-sms-comms',
};

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

  // Once saved, the form shows the record as stored (phones in international form).
  useEffect(() => {
    if (saved) {
      setValues(detailsValuesOf(customer));
      setCurrentPassword('');
    }
  }, [saved, customer]);

  const summary: ErrorSummaryItem[] = (
    Object.keys(DETAILS_FIELD_IDS) as (keyof typeof DETAILS_FIELD_IDS)[]
  ).flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: DETAILS_FIELD_IDS[field], message }] : [];
  });
  if (serverError) summary.push({ fieldId: DETAILS_FIELD_IDS.firstName, message: serverError });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({
      type: 'details.save',
      values,
      ...(askPassword ? { currentPassword } : {}),
    });
  }

  const text = (field: DetailsTextField) => ({
    id: DETAILS_FIELD_IDS[field],
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const flag = (field: 'emailCommsEnabled' | 'smsCommsEnabled') => ({
    id: DETAILS_FIELD_IDS[field],
    name: field,
    checked: values[field],
    onChange: (event: { target: { checked: boolean } }) =>
      setValues((current) => ({ ...current, [field]: event.target.checked })),
  });

  return (
    <>
      <ErrorSummary key={attempt} errors={summary} />
      <form noValidate onSubmit={submit}>
        <TextField {...text('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...text('lastName')} label="Last name" autoComplete="family-name" />
        <TextField
          {...text('email')}
          type="email"
          label="Email address"
          hint="You use this to sign in"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        {askPassword ? (
          <PasswordField
            id={DETAILS_FIELD_IDS.currentPassword}
            name="currentPassword"
            label="Your current password"
            hint="We need it to change the email address you sign in with"
            autoComplete="current-password"
            value={currentPassword}
            error={fieldErrors.currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        ) : null}
        <TextField
          {...text('postcode')}
          label="Postcode (optional)"
          autoComplete="postal-code"
          autoCapitalize="characters"
          width="sm"
        />
        <TextField
          {...text('dayTimePhone')}
          type="tel"
          label="Daytime phone (optional)"
          hint="For example, 01632 960 001 or +44 1632 960 001"
          autoComplete="tel"
          width="md"
        />
        <TextField
          {...text('eveningPhone')}
          type="tel"
          label="Evening phone (optional)"
          autoComplete="tel"
          width="md"
        />
        <TextField
          {...text('mobilePhone')}
          type="tel"
          label="Mobile phone (optional)"
          hint="We text you about your deliveries and collections"
          autoComplete="tel"
          width="md"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send me news and offers (optional)</legend>
          <Checkbox {...flag('emailCommsEnabled')} label="By email" />
          <Checkbox {...flag('smsCommsEnabled')} label="By text message" />
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
