import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { formatDayMonth, formatWeekday } from '../../../../../domain/dates';
import { bookedSlot, bookedText } from '../../../../../domain/orders';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { TimeslotPicker } from '../../../../../ui/commerce/TimeslotPicker/TimeslotPicker';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import type { OrderActionsActor } from './OrderCard';
import * as styles from './orders.css';

/** Moving an editable order to another courier slot, chosen from those on offer. */
export function ChangeTimeDialog({ actor }: { actor: OrderActionsActor }) {
  const open = useSelector(actor, (state) => state.matches('changeTime'));
  const loading = useSelector(actor, (state) => state.matches({ changeTime: 'loading' }));
  const failed = useSelector(actor, (state) => state.matches({ changeTime: 'failed' }));
  const saving = useSelector(actor, (state) => state.matches({ changeTime: 'saving' }));
  const order = useSelector(actor, (state) => state.context.order);
  const error = useSelector(actor, (state) => state.context.error);

  return (
    <Dialog
      title={`Change the time of order ${order.orderId}`}
      trigger={
        <Button size="sm" variant="secondary">
          Change time <VisuallyHidden>of order {order.orderId}</VisuallyHidden>
        </Button>
      }
      open={open}
      onOpenChange={(next) =>
        actor.send({ type: next ? 'orderActions.changeTime' : 'orderActions.close' })
      }
    >
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => actor.send({ type: 'orderActions.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      <p className={styles.dialogText}>
        {bookedText(order) ? (
          <>
            Booked now for <strong>{bookedText(order)}</strong>.
          </>
        ) : (
          'No date is booked yet.'
        )}
      </p>
      {loading ? (
        <Spinner label="Loading available times" />
      ) : failed ? (
        <>
          <p className={styles.dialogText}>We could not load the available times.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orderActions.retry' })}>
            Try again
          </Button>
        </>
      ) : (
        <ChooseSlotForm actor={actor} saving={saving} />
      )}
    </Dialog>
  );
}

function ChooseSlotForm({ actor, saving }: { actor: OrderActionsActor; saving: boolean }) {
  const timeslots = useSelector(actor, (state) => state.context.timeslots);
  const selected = useSelector(actor, (state) => state.context.selectedSlot);
  const firstAvailableDate = useSelector(actor, (state) => state.context.firstAvailableDate);
  const slotError = useSelector(actor, (state) => state.context.fieldErrors.slot);
  const booked = useSelector(actor, (state) => bookedSlot(state.context.order));
  const pickerId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'orderActions.saveTimeslot' });
  }

  return (
    <>
      <ErrorSummary errors={slotError ? [{ fieldId: pickerId, message: slotError }] : []} />
      <form noValidate onSubmit={submit}>
        <TimeslotPicker
          id={pickerId}
          legend="Choose a new date and time"
          slots={timeslots}
          selected={selected}
          current={booked}
          error={slotError}
          earliestText={
            firstAvailableDate
              ? `${formatWeekday(firstAvailableDate)} ${formatDayMonth(firstAvailableDate)}`
              : undefined
          }
          onSelect={({ doorstepDate, startHour, endHour }) =>
            actor.send({
              type: 'orderActions.chooseSlot',
              slot: { doorstepDate, startHour, endHour },
            })
          }
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={saving}>
            Save new time
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={saving}>
              Keep the current time
            </Button>
          </DialogClose>
        </div>
      </form>
    </>
  );
}
