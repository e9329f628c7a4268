import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { addressOneLine } from '../../../../../domain/addresses';
import { prettyDay } from '../../../../../domain/dates';
import {
  CUSTOMS_CATEGORY_LABELS,
  type Shipment,
  type ShipmentStage,
} from '../../../../../domain/shipping';
import type { shipmentsMachine } from '../../../../../machines/shipments.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { openShipmentDocument } from '../../../../../wiring/shipmentDocuments';
import { shippedBoxName } from '../../../../apps/shipping/-components/boxName';
import * as cards from './myStuff.css';
import * as styles from './storageUnits.css';

export type ShipmentsActor = ActorRefFrom<typeof shipmentsMachine>;

/** The steps of a shipment's timeline, in order. */
const TIMELINE: Exclude<ShipmentStage, 'cancelled'>[] = [
  'booked',
  'dispatched',
  'inTransit',
  'delivered',
];

function stepText(stage: Exclude<ShipmentStage, 'cancelled'>, shipment: Shipment): string {
  switch (stage) {
    case 'booked':
      return 'Booked';
    case 'dispatched':
      return shipment.collectedFrom
        ? `Collected from your home ${prettyDay(shipment.dispatchDate)}`
        : `Leaves our store ${prettyDay(shipment.dispatchDate)}`;
    case 'inTransit':
      return 'On its way';
    case 'delivered':
      return shipment.stage === 'delivered'
        ? `Delivered by ${prettyDay(shipment.deliveredBy)}`
        : `Arrives ${prettyDay(shipment.deliveryFrom)} to ${prettyDay(shipment.deliveredBy)}`;
  }
}

/** My stuff's 'Shipped': each shipment abroad with its boxes and where it is now. */
export function ShippedBoxes({ actor }: { actor: ShipmentsActor }) {
  const shipments = useSelector(actor, (state) => state.context.shipments);
  const failed = useSelector(actor, (state) => state.matches('failed'));
  if (failed) {
    return (
      <Alert type="danger" title="We could not load your shipments" className={cards.alert}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'shipments.retry' })}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (shipments.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shipped">
      <h2 id="shipped" className={styles.heading}>
        Shipped
      </h2>
      <ul className={cards.list}>
        {shipments.map((shipment) => (
          <li key={shipment.orderId}>
            <ShipmentCard shipment={shipment} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShipmentCard({ shipment }: { shipment: Shipment }) {
  const to = shipment.destination;
  const title = `To ${to.city}, ${shipment.countryName}`;
  const reached = TIMELINE.indexOf(shipment.stage as (typeof TIMELINE)[number]);
  return (
    <article className={cards.card} aria-label={`Shipment ${shipment.orderId}: ${title}`}>
      <div className={cards.cardHeader}>
        <h3 className={cards.cardTitle}>{title}</h3>
        {shipment.stage === 'cancelled' && <span className={cards.booked}>Cancelled</span>}
      </div>
      <dl className={styles.details}>
        {shipment.collectedFrom && (
          <>
            <dt className={styles.term}>From</dt>
            <dd className={styles.value}>{addressOneLine(shipment.collectedFrom)}</dd>
          </>
        )}
        <dt className={styles.term}>To</dt>
        <dd className={styles.value}>
          {to.fullName}, {to.addressLine1}, {to.postalCode} {to.city}
        </dd>
        {shipment.boxes.map((box) => (
          <div key={box.boxId} style={{ display: 'contents' }}>
            <dt className={styles.term}>{shippedBoxName(box)}</dt>
            <dd className={styles.value}>
              {CUSTOMS_CATEGORY_LABELS[box.declaration.category]}: {box.declaration.description}
            </dd>
          </div>
        ))}
      </dl>
      {shipment.stage !== 'cancelled' && (
        <ol aria-label="Where it is">
          {TIMELINE.map((stage, index) => (
            <li
              key={stage}
              aria-current={index === reached ? 'step' : undefined}
              style={{
                fontWeight: index === reached ? 700 : 400,
                opacity: index > reached ? 0.6 : 1,
              }}
            >
              {stepText(stage, shipment)}
            </li>
          ))}
        </ol>
      )}
      <div className={cards.cardActions}>
        <Button
          variant="secondary"
          onClick={() => openShipmentDocument(shipment.orderId, 'labels')}
        >
          Box labels (PDF)
        </Button>
        <Button
          variant="secondary"
          onClick={() => openShipmentDocument(shipment.orderId, 'invoice')}
        >
          Commercial invoice (PDF)
        </Button>
      </div>
    </article>
  );
}
