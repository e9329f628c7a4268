import type { BasketRecord } from '../baskets/repository.ts';
import { getBasket } from '../baskets/repository.ts';
import type { Db } from '../db/database.ts';
import type { AddressRow } from '../db/tables.ts';
import { selectOrders } from '../orders/service.ts';
import type { BoxLabel } from '../pdf/labels.ts';

interface AddressLines {
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string | null;
  countryCode: string;
}

const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', IE: 'Ireland' };

export function addressLines(address: AddressLines): string[] {
  return [
    address.addressLine1,
    address.addressLine2,
    address.town,
    address.county,
    address.postcode ?? '',
    COUNTRY_NAMES[address.countryCode] ?? address.countryCode,
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The address a basket's courier job is at: collection, delivery or return address. */
function basketAddress(basket: BasketRecord): AddressLines | null {
  return (
    basket.returnBasket?.address ??
    basket.collectionBasket?.address ??
    basket.storageBasket?.collection.address ??
    basket.materialBasket?.address ??
    null
  );
}

/** The customer's own address: Home first, then the oldest saved. */
function preferredAddress(addresses: AddressRow[]): AddressRow | undefined {
  return addresses.find((address) => address.addressType === 'Home') ?? addresses[0];
}

/**
 * The label of each of the customer's boxes, in the order given. The address is where the
 * box's latest live order sends the courier; without one, the customer's Home address (or
 * the first they saved); without any, their postcode.
 */
export async function boxLabels(
  db: Db,
  customerId: number,
  boxIds: readonly number[],
): Promise<BoxLabel[]> {
  if (boxIds.length === 0) return [];
  const customer = await db
    .selectFrom('customers')
    .select(['firstName', 'lastName', 'postcode'])
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  const boxes = await db
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .select(['boxes.boxId', 'boxTypes.name'])
    .where('boxes.boxId', 'in', [...boxIds])
    .where('boxes.customerId', '=', customerId)
    .execute();
  const saved = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .orderBy('addressId')
    .execute();
  const home = preferredAddress(saved);
  const fallback = home
    ? addressLines(home)
    : [customer.postcode].filter((line) => line.trim() !== '');

  const orders = await selectOrders(db)
    .innerJoin('orderBoxes', 'orderBoxes.orderId', 'orders.orderId')
    .select('orderBoxes.boxId')
    .where('orderBoxes.boxId', 'in', [...boxIds])
    .where('orders.customerId', '=', customerId)
    .where('orders.isOrderCancelled', '=', false)
    .orderBy('orders.orderDate', 'desc')
    .orderBy('orders.orderId', 'desc')
    .execute();
  const baskets = new Map<number, AddressLines | null>();
  const addressOfBox = new Map<number, string[]>();
  for (const order of orders) {
    if (addressOfBox.has(order.boxId) || order.linkedBasketId === null) continue;
    if (!baskets.has(order.linkedBasketId)) {
      const basket = await getBasket(db, order.linkedBasketId);
      baskets.set(
        order.linkedBasketId,
        basket && basket.customerId === customerId ? basketAddress(basket) : null,
      );
    }
    const address = baskets.get(order.linkedBasketId);
    if (address) addressOfBox.set(order.boxId, addressLines(address));
  }

  const names = new Map(boxes.map((box) => [box.boxId, box.name]));
  const customerName = `${customer.firstName} ${customer.lastName}`.trim();
  return boxIds.flatMap((boxId) => {
    const boxTypeName = names.get(boxId);
    if (boxTypeName === undefined) return [];
    const address = addressOfBox.get(boxId) ?? fallback;
    return [
      {
        boxId,
        boxTypeName,
        customerName,
        address: address.length > 0 ? address : ['No address on file'],
      },
    ];
  });
}

/** The boxes of one of the customer's orders, in box id order. */
export async function orderBoxIds(db: Db, orderId: number, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orderBoxes')
    .innerJoin('boxes', 'boxes.boxId', 'orderBoxes.boxId')
    .select('boxes.boxId')
    .where('orderBoxes.orderId', '=', orderId)
    .where('boxes.customerId', '=', customerId)
    .orderBy('boxes.boxId')
    .execute();
  return rows.map((row) => row.boxId);
}
