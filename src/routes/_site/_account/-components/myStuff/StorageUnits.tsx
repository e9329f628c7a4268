import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type Agreement,
  agreementForOrder,
  nextPaymentDetail,
} from '../../../../../domain/agreements';
import { prettyDay } from '../../../../../domain/dates';
import type { VsuLettingState, VsuRentedUnit } from '../../../../../domain/driveUp';
import { formatPrice } from '../../../../../domain/format';
import type { storageUnitsMachine } from '../../../../../machines/storageUnits.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { button as buttonStyle } from '../../../../../ui/Button/Button.css';
import { photoSource } from './BoxPhotos';
import { type AgreementsActor, OwedNote } from './MonthlyStorage';
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
export function StorageUnits({
  actor,
  agreements,
}: {
  actor: StorageUnitsActor;
  /** The monthly payments: a unit's rent shows its card and amount once they are loaded. */
  agreements?: AgreementsActor;
}) {
  const units = useSelector(actor, (state) => state.context.units);
  const photos = useSelector(actor, (state) => state.context.photos);
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
            <UnitCard unit={unit} photos={photos[unit.lettingId] ?? []} agreements={agreements} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The unit's rent agreement, once the monthly payments are loaded. */
function useUnitAgreement(
  agreements: AgreementsActor | undefined,
  orderId: number | null,
): Agreement | undefined {
  return useSelector(agreements, (state) =>
    state ? agreementForOrder(state.context.agreements, orderId) : undefined,
  );
}

function UnitCard({
  unit,
  photos,
  agreements,
}: {
  unit: VsuRentedUnit;
  photos: string[];
  agreements?: AgreementsActor;
}) {
  const title = `Unit ${unit.unitNumber}, ${unit.sqFt} sq ft`;
  const agreement = useUnitAgreement(agreements, unit.orderId);
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
          {agreement
            ? nextPaymentDetail(agreement)
            : unit.nextPaymentDate
              ? `${formatPrice(unit.nextPaymentAmount ?? unit.monthlyPrice)} on ${prettyDay(unit.nextPaymentDate)}`
              : 'None due'}
        </dd>
        {agreement && agreement.owed > 0 && (
          <>
            <dt className={styles.term}>Owed</dt>
            <dd className={styles.value}>
              <OwedNote amount={agreement.owed} />
            </dd>
          </>
        )}
      </dl>
      {photos.length > 0 && (
        <div className={cards.photos}>
          <h4 className={cards.photosHeading}>Item check photos</h4>
          <p className={cards.muted}>
            Taken by our team on your drop-off day, of what went into the unit. They cannot be
            changed.
          </p>
          <ul className={cards.thumbnails}>
            {photos.map((photo, index) => (
              // The photos carry no id, so their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index} className={cards.thumbnail}>
                <img
                  className={cards.thumbnailImage}
                  src={photoSource({ imageData: photo, mimeType: 'image/jpeg' })}
                  alt={`Unit ${unit.unitNumber}, item check ${index + 1}`}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {unit.earliestMoveOut && (
        <div className={cards.cardActions}>
          <Link
            className={buttonStyle({ variant: 'secondary' })}
            to="/apps/move-out"
            search={{ unit: unit.lettingId }}
            aria-label={`Move out of unit ${unit.unitNumber}`}
          >
            Move out
          </Link>
        </div>
      )}
    </article>
  );
}
