import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { phoneDisplayText } from '../../../../../domain/format';
import type { ordersPhoneMachine } from '../../../../../machines/ordersPhone.machine';
import { Button } from '../../../../../ui/Button/Button';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { TextField } from '../../../../../ui/TextField/TextField';
import * as styles from './orders.css';

export type OrdersPhoneActor = ActorRefFrom<typeof ordersPhoneMachine>;

export const ORDERS_PHONE_FIELD_ID = 'orders-phone-number';

/** One field: the number our couriers use for every open order. */
export function OrdersPhoneForm({ actor }: { actor: OrdersPhoneActor }) {
  const fieldError = useSelector(actor, (state) => state.context.fieldError);
  const savedPhone = useSelector(actor, (state) => state.context.savedPhone);
  const saved = useSelector(actor, (state) => state.matches('saved'));
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  // The form starts with the customer's own number, so confirming it is one click.
  const [phone, setPhone] = useState(() =>
    phoneDisplayText(actor.getSnapshot().context.savedPhone),
  );
  const [attempt, setAttempt] = useState(0);

  // Once saved, the field shows the number as stored, written the usual way.
  useEffect(() => {
    if (saved && savedPhone !== null) setPhone(phoneDisplayText(savedPhone));
  }, [saved, savedPhone]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({ type: 'ordersPhone.save', phone });
  }

  return (
    <>
      <ErrorSummary
        key={attempt}
        errors={fieldError ? [{ fieldId: ORDERS_PHONE_FIELD_ID, message: fieldError }] : []}
      />
      <form noValidate onSubmit={submit}>
        <TextField
          id={ORDERS_PHONE_FIELD_ID}
          name="newPhoneNumber"
          type="tel"
          label="Phone number"
          hint="Our couriers call this number about every order not yet completed. For example, 07700 900 982 or +44 808 157 0192"
          autoComplete="tel"
          width="md"
          value={phone}
          error={fieldError}
          onChange={(event) => setPhone(event.target.value)}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            Update phone number
          </Button>
        </div>
      </form>
    </>
  );
}
