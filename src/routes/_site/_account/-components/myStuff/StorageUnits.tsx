import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { prettyDay } from '../../../../../domain/dates';
import {
  isMoveOutDay,
  rentedUnitOf,
  type VsuLettingState,
  type VsuRentedUnit,
} from '../../../../../domain/driveUp';
import { formatPrice } from '../../../../../domain/format';
import type { storageUnitsMachine } from '../../../../../machines/storageUnits.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { TextField } from '../../../../../ui/TextField/TextField';
import * as cards from './myStuff.css';
import * as styles from './storageUnits.css';

export type StorageUnitsActor = ActorRefFrom<typeof storageUnitsMachine>;

const STATE_LABELS: Record<VsuLettingState, string> = {
  booked: 'Booked',
  active: 'In use',
  movingOut: 'Moving out',
  ended: 'Ended',
};

/**
 * My stuff's 'Storage units': each drive-up unit the customer rents, where it is and when
 * it can be reached, its access code once the letting has started, and its contract.
 * Nothing shows for a customer without units.
 */
export function StorageUnits({ actor }: { actor: StorageUnitsActor }) {
  const units = useSelector(actor, (state) => state.context.units);
  const failed = useSelector(actor, (state) => state.matches('failed'));
  if (failed) {
    return (
      <Alert type="danger" title="We could not load your storage units" className={cards.alert}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'storageUnits.retry' })}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (units.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="storage-units">
      <h2 id="storage-units" className={styles.heading}>
        Storage units
      </h2>
      <ul className={cards.list}>
        {units.map((unit) => (
          <li key={unit.lettingId}>
            <UnitCard
              unit={unit}
              onMoveOut={() => actor.send({ type: 'moveOut.started', lettingId: unit.lettingId })}
            />
          </li>
        ))}
      </ul>
      <MoveOutDialog actor={actor} />
    </section>
  );
}

/**
 * Moving out: a day from the first the notice allows, what it costs (nothing) and when the
 * rent stops, then Book move-out.
 */
function MoveOutDialog({ actor }: { actor: StorageUnitsActor }) {
  const open = useSelector(actor, (state) => state.matches('movingOut'));
  const booking = useSelector(actor, (state) => state.matches({ movingOut: 'booking' }));
  const error = useSelector(actor, (state) =>
    state.matches('movingOut') ? state.context.error : null,
  );
  const date = useSelector(actor, (state) => state.context.moveOut?.date ?? '');
  const unit = useSelector(actor, (state) =>
    rentedUnitOf(state.context.units, state.context.moveOut?.lettingId),
  );
  const earliest = unit?.earliestMoveOut ?? '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'moveOut.cancelled' });
      }}
      title={unit ? `Move out of unit ${unit.unitNumber}` : 'Move out'}
      description={
        unit
          ? `Tell us the day you will have emptied the unit. The first day you can choose is ${prettyDay(earliest)}: ${unit.site.noticeDays} days' notice, and not before your contract ends.`
          : undefined
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep the unit</Button>
          </DialogClose>
          <Button
            loading={booking}
            disabled={!isMoveOutDay(date, earliest)}
            onClick={() => actor.send({ type: 'moveOut.confirmed' })}
          >
            Book move-out
          </Button>
        </>
      }
    >
      {error && <p role="alert">{error}</p>}
      <TextField
        label="Move-out day"
        type="date"
        min={earliest}
        value={date}
        onChange={(event) => actor.send({ type: 'moveOut.dateChanged', date: event.target.value })}
      />
      <p>
        Moving out costs nothing. Your rent stops after this day; please have the unit empty by
        then.
      </p>
    </Dialog>
  );
}

function UnitCard({ unit, onMoveOut }: { unit: VsuRentedUnit; onMoveOut: () => void }) {
  const title = `Unit ${unit.unitNumber}, ${unit.sqFt} sq ft`;
  return (
    <article className={cards.card} aria-label={title}>
      <div className={cards.cardHeader}>
        <h3 className={cards.cardTitle}>{title}</h3>
        <span className={cards.booked}>{STATE_LABELS[unit.state]}</span>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>Site</dt>
        <dd className={styles.value}>
          {unit.site.name}, {unit.site.addressLine1}, {unit.site.town} {unit.site.postcode}
        </dd>
        <dt className={styles.term}>Access hours</dt>
        <dd className={styles.value}>{unit.site.accessHours}</dd>
        <dt className={styles.term}>Access code</dt>
        <dd className={styles.value}>
          {unit.accessCode ? (
            <span className={styles.code}>{unit.accessCode}</span>
          ) : unit.state === 'booked' ? (
            `Shown here from your drop-off day, ${prettyDay(unit.dropOffDate)}`
          ) : (
            'No longer in use'
          )}
        </dd>
        <dt className={styles.term}>Contract</dt>
        <dd className={styles.value}>
          {unit.contractMonths === 1 ? 'Monthly' : `${unit.contractMonths} months`}, until{' '}
          {prettyDay(unit.contractEnd)}
        </dd>
        {unit.moveOutDate && (
          <>
            <dt className={styles.term}>Moving out</dt>
            <dd className={styles.value}>{prettyDay(unit.moveOutDate)}</dd>
          </>
        )}
        <dt className={styles.term}>Next payment</dt>
        <dd className={styles.value}>
          {unit.nextPaymentDate
            ? `${formatPrice(unit.monthlyPrice)} on ${prettyDay(unit.nextPaymentDate)}`
            : 'None due'}
        </dd>
      </dl>
      {unit.earliestMoveOut && (
        <div className={cards.cardActions}>
          <Button variant="secondary" onClick={onMoveOut}>
            Move out
          </Button>
        </div>
      )}
    </article>
  );
}
