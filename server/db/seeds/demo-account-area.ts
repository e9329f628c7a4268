import { isWithCustomer, isWithProvider, PhotoType } from '../../../src/domain/boxes.ts';
import { type OrderLineInput, recordOrderLines } from '../../orders/lines.ts';
import type { Db } from '../database.ts';
import { ITEM_CHECK_PHOTO_1, ITEM_CHECK_PHOTO_2, LABEL_EVIDENCE_PHOTO } from './demo-photos.ts';

const DAY = 86_400_000;

/**
 * Invoice lines of the demo orders, by order type and total: the storage order shows a
 * promotion (£5 off), the others add up to their totals.
 */
const DEMO_ORDER_LINES: { orderType: string; totalPence: number; lines: OrderLineInput[] }[] = [
  {
    orderType: 'BTB',
    totalPence: 6450,
    lines: [
      { description: 'Small box, first month of storage', quantity: 1, unitPricePence: 800 },
      { description: 'Medium box, first month of storage', quantity: 2, unitPricePence: 1000 },
      { description: 'Large box, first month of storage', quantity: 1, unitPricePence: 1250 },
      { description: 'Suitcase, first month of storage', quantity: 1, unitPricePence: 1400 },
      { description: 'Collection from your door', quantity: 1, unitPricePence: 1500 },
    ],
  },
  {
    orderType: 'BTB_RETURN',
    totalPence: 2500,
    lines: [{ description: 'Return delivery of a box', quantity: 2, unitPricePence: 1250 }],
  },
  {
    orderType: 'BTB_MATERIALS',
    totalPence: 1485,
    lines: [{ description: 'Double-walled storage box', quantity: 3, unitPricePence: 495 }],
  },
];

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * A demo account's account-area data, added when the account is created: item-check photos
 * of the boxes in storage (and the provider's label photo of the first, which the customer
 * cannot delete), the boxes each order was about (for box labels), and invoice lines.
 */
export async function seedDemoAccountArea(
  trx: Db,
  account: { customerId: number },
  now: Date,
): Promise<void> {
  const boxes = await trx
    .selectFrom('boxes')
    .select(['boxId', 'status', 'createdAt'])
    .where('customerId', '=', account.customerId)
    .orderBy('boxId')
    .execute();
  const stored = boxes.filter((box) => isWithProvider(box.status));
  const atHome = boxes.filter((box) => isWithCustomer(box.status));

  const photos = stored.flatMap((box, index) => {
    const checkedAt = new Date(box.createdAt.getTime() + 2 * DAY);
    const photo = (photoType: number, data: string, readonly: boolean) => ({
      boxId: box.boxId,
      customerId: account.customerId,
      photoType,
      mimeType: 'image/jpeg',
      byteSize: bytes(data).length,
      readonly,
      storageKey: null,
      imageData: bytes(data),
      createdAt: checkedAt < now ? checkedAt : now,
    });
    return [
      photo(PhotoType.ItemCheckByTheBox, ITEM_CHECK_PHOTO_1, true),
      photo(PhotoType.ItemCheckByTheBox, ITEM_CHECK_PHOTO_2, true),
      ...(index === 0 ? [photo(PhotoType.LabelEvidence, LABEL_EVIDENCE_PHOTO, true)] : []),
    ];
  });
  if (photos.length > 0) await trx.insertInto('boxImages').values(photos).execute();

  const orders = await trx
    .selectFrom('orders')
    .select(['orderId', 'orderType', 'totalPence'])
    .where('customerId', '=', account.customerId)
    .orderBy('orderDate')
    .execute();
  for (const order of orders) {
    const demo = DEMO_ORDER_LINES.find(
      (entry) => entry.orderType === order.orderType && entry.totalPence === order.totalPence,
    );
    if (demo) await recordOrderLines(trx, order.orderId, demo.lines);
    // The storage order brought in the boxes now stored; the return sent some back home.
    const about =
      order.orderType === 'BTB' ? stored : order.orderType === 'BTB_RETURN' ? atHome : [];
    if (about.length > 0) {
      await trx
        .insertInto('orderBoxes')
        .values(about.map((box) => ({ orderId: order.orderId, boxId: box.boxId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}
