import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { notifyOrLog } from '../notify/notify.ts';

export const SHIP_USAGE = [
  '  ship <orderId> dispatched|delivered        report a shipment abroad as sent or arrived:',
  '                                             the customer is mailed (once per move)',
];

export class ShipOpsError extends Error {}

const MOVES = ['dispatched', 'delivered'] as const;
type Move = (typeof MOVES)[number];

/**
 * `ship <orderId> dispatched|delivered`: the carrier's word that a shipment left our store or
 * arrived. A shipment's stage on My stuff is read from its dates; this is the event the
 * customer is told of, sent once per (shipment, move) however often it is reported.
 */
export async function shipOps(db: Db, positional: readonly string[], now: Date): Promise<string[]> {
  const [, idText, moveText] = positional;
  const orderId = Number(idText);
  if (!idText || !/^\d{1,9}$/.test(idText)) {
    throw new ShipOpsError('ship needs a shipment (order) id and dispatched or delivered');
  }
  if (!MOVES.includes(moveText as Move)) {
    throw new ShipOpsError(`ship ${idText} needs dispatched or delivered`);
  }
  const move = moveText as Move;
  const shipment = await db
    .selectFrom('shipments')
    .select(['orderId', 'cancelled', 'dispatchDate'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!shipment) throw new ShipOpsError(`No shipment for order ${orderId}`);
  if (shipment.cancelled) throw new ShipOpsError(`The shipment of order ${orderId} is cancelled`);
  const today = londonDate(now);
  if (move === 'delivered' && today < shipment.dispatchDate) {
    throw new ShipOpsError(
      `The shipment of order ${orderId} leaves on ${shipment.dispatchDate}: not delivered before`,
    );
  }
  await notifyOrLog(db, { kind: 'shipment.progress', shipmentId: orderId, status: move });
  return [`Shipment of order ${orderId}: ${move} (the customer is mailed once)`];
}
