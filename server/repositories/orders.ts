import type { SortDirection } from '../../src/domain/catalogue.ts';
import { type OrdersPage, ordersPageSchema } from '../../src/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { poundsFromPence } from './money.ts';

export interface OrderListQuery {
  customerId: number;
  page: number;
  size: number;
  order: SortDirection;
}

/**
 * One page of the customer's orders by order date. Removals returns are included: the SPA
 * hides them (`visibleOrders`), and leaving them out here would make `total` disagree with it.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrdersPage> {
  const orders = db.selectFrom('orders').where('customerId', '=', query.customerId);
  const { total } = await orders
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await orders
    .selectAll()
    .orderBy('orderDate', query.order)
    .orderBy('orderId', query.order)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();

  return ordersPageSchema.parse({
    orders: rows.map((row) => ({
      orderId: row.orderId,
      orderType: row.orderType,
      orderDate: row.orderDate.toISOString(),
      serviceDate: row.serviceDate,
      numberOfItems: row.numberOfItems,
      total: poundsFromPence(row.totalPence),
      isRemovalsReturn: row.isRemovalsReturn,
      isOrderEditable: row.isOrderEditable,
      isOrderCancellable: row.isOrderCancellable,
      isOrderCancelled: row.isOrderCancelled,
    })),
    page: query.page,
    size: query.size,
    total: Number(total),
  });
}
