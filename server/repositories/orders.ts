import type { SortDirection } from '../../src/domain/catalogue.ts';
import { type OrdersPage, ordersPageSchema } from '../../src/domain/orders.ts';
import type { Db } from '../db/database.ts';
import { type OrderRecord, selectOrders, toOrder } from '../orders/service.ts';
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
 * One page of the customer's orders by order date, in one statement: the count, with the page
 * joined to it (so an empty page still brings the count). Removals returns are included: the
 * SPA hides them (`visibleOrders`), and leaving them out here would make `total` disagree
 * with it.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrdersPage> {
  const counted = db
    .selectFrom('orders')
    .where('customerId', '=', query.customerId)
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const { after } = query;
  const own = selectOrders(db).where('orders.customerId', '=', query.customerId);
  const page = (
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
    .limit(query.size + 1);
  const fetched = await db
    .selectFrom(counted.as('counted'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .select('counted.total')
    .selectAll('page')
    .orderBy('page.orderDate', query.order)
    .orderBy('page.orderId', query.order)
    .execute();
  const rows = fetched.filter((row): row is typeof row & OrderRecord => row.orderId !== null);
  const { rows: kept, nextCursor } = pageWithCursor(rows, query.size, (row) => ({
    at: row.orderDate,
    id: row.orderId,
  }));

  return ordersPageSchema.parse({
    orders: kept.map((row) => toOrder(row, query.today)),
    page: query.page,
    size: query.size,
    total: Number(fetched[0]?.total ?? 0),
    nextCursor,
  });
}
