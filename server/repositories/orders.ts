import type { SortDirection } from '../../src/domain/catalogue.ts';
import { type OrdersPage, ordersPageSchema } from '../../src/domain/orders.ts';
import { CompiledShapes } from '../db/compiled-shapes.ts';
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

/** A call's values in the orders list statement. */
interface OrderListValues {
  customerId: number;
  limit: number;
  offset: number;
  afterAt: Date;
  afterId: number;
}

/** The statement of `listOrders`, built from `values` (or the slots standing for them). */
function orderListStatement(
  db: Db,
  order: SortDirection,
  keyset: boolean,
  values: OrderListValues,
) {
  const counted = db
    .selectFrom('orders')
    .where('customerId', '=', values.customerId)
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const own = selectOrders(db).where('orders.customerId', '=', values.customerId);
  const page = (
    keyset
      ? own.where((eb) =>
          eb(
            eb.refTuple('orders.orderDate', 'orders.orderId'),
            order === 'desc' ? '<' : '>',
            eb.tuple(values.afterAt, values.afterId),
          ),
        )
      : own.offset(values.offset)
  )
    .orderBy('orders.orderDate', order)
    .orderBy('orders.orderId', order)
    .limit(values.limit);
  return db
    .selectFrom(counted.as('counted'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .select('counted.total')
    .selectAll('page')
    .orderBy('page.orderDate', order)
    .orderBy('page.orderId', order);
}

type OrderListRow = Awaited<ReturnType<ReturnType<typeof orderListStatement>['execute']>>[number];

/** The list's statement is compiled once for each order and kind of paging. */
const orderListStatements = new CompiledShapes<OrderListValues, OrderListRow>();

/**
 * One page of the customer's orders by order date, in one statement: the count, with the page
 * joined to it (so an empty page still brings the count). Removals returns are included: the
 * SPA hides them (`visibleOrders`), and leaving them out here would make `total` disagree
 * with it.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrdersPage> {
  const keyset = query.after !== undefined;
  const fetched = await orderListStatements.execute(
    db,
    `${query.order} ${keyset ? 'after' : 'page'}`,
    {
      customerId: query.customerId,
      limit: query.size + 1,
      offset: (query.page - 1) * query.size,
      afterAt: query.after?.at ?? new Date(0),
      afterId: query.after?.id ?? 0,
    },
    (slots) => orderListStatement(db, query.order, keyset, slots),
  );
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
