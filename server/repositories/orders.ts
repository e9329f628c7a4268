import type { SortDirection } from '../../src/domain/catalogue.ts';
import { type OrdersPage, ordersPageSchema } from '../../src/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { selectOrders, toOrder } from '../orders/service.ts';
import { type Keyset, pageWithCursor } from './keyset.ts';

export interface OrderListQuery {
  customerId: number;
  page: number;
  size: number;
  order: SortDirection;
  /** London's 'yyyy-MM-dd': orders whose service day has come can no longer change. */
  today: string;
  /** Continue after this order of the page before (keyset), instead of skipping to `page`. */
  after?: Keyset;
}

/**
 * One page of the customer's orders by order date. Removals returns are included: the SPA
 * hides them (`visibleOrders`), and leaving them out here would make `total` disagree with it.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrdersPage> {
  const counting = db
    .selectFrom('orders')
    .where('customerId', '=', query.customerId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const { after } = query;
  const own = selectOrders(db).where('orders.customerId', '=', query.customerId);
  const fetching = (
    after
      ? own.where((eb) =>
          eb(
            eb.refTuple('orders.orderDate', 'orders.orderId'),
            query.order === 'desc' ? '<' : '>',
            eb.tuple(after.at, after.id),
          ),
        )
      : own.offset((query.page - 1) * query.size)
  )
    .orderBy('orders.orderDate', query.order)
    .orderBy('orders.orderId', query.order)
    .limit(query.size + 1)
    .execute();
  // The count and the page are independent: asked for together.
  const [{ total }, fetched] = await Promise.all([counting, fetching]);
  const { rows, nextCursor } = pageWithCursor(fetched, query.size, (row) => ({
    at: row.orderDate,
    id: row.orderId,
  }));

  return ordersPageSchema.parse({
    orders: rows.map((row) => toOrder(row, query.today)),
    page: query.page,
    size: query.size,
    total: Number(total),
    nextCursor,
  });
}
