import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  BOX_STATUSES,
  type BoxesPage,
  type BoxFilter,
  boxesPageSchema,
  isWithCustomer,
  isWithProvider,
} from '../../src/domain/boxes.ts';
import type { SortDirection } from '../../src/domain/catalogue.ts';
import { bookingsByBox, checkoutsUnderWay, openOrderBoxes } from '../boxes/bookings.ts';
import { CompiledShapes } from '../db/compiled-shapes.ts';
import type { Db } from '../db/database.ts';
import type { BoxRow } from '../db/tables.ts';
import { type Keyset, pageWithCursor } from './keyset.ts';

export interface BoxListQuery {
  customerId: number;
  filter: BoxFilter;
  page: number;
  size: number;
  order: SortDirection;
  /** Leave out boxes packed inside another box. */
  onlyParents: boolean;
  /** Continue after this box of the page before (keyset), instead of skipping to `page`. */
  after?: Keyset | undefined;
  /** Only these boxes (of this customer and list); the total is how many of them there are. */
  ids?: readonly number[] | undefined;
}

const WITH_PROVIDER = BOX_STATUSES.filter(isWithProvider);
const WITH_CUSTOMER = BOX_STATUSES.filter(isWithCustomer);

/** How many boxes a list holds, as kept when boxes change (box_list_counts): one row read. */
function keptCount(db: Db, query: Pick<BoxListQuery, 'customerId' | 'filter' | 'onlyParents'>) {
  let counts = db
    .selectFrom('boxListCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('boxes'), eb.lit(0)).as('total'))
    .where('customerId', '=', query.customerId)
    .where('list', '=', query.filter);
  if (query.onlyParents) counts = counts.where('topLevel', '=', true);
  return counts;
}

/** A call's values in the boxes list statement. */
interface BoxListValues {
  customerId: number;
  limit: number;
  offset: number;
  afterAt: Date;
  afterId: number;
}

/** The statement of `listBoxes`, built from `values` (or the slots standing for them). */
function boxListStatement(db: Db, query: BoxListQuery, values: BoxListValues) {
  const { customerId } = values;
  let boxes = db
    .selectFrom('boxes')
    .where('customerId', '=', customerId)
    .where('status', 'in', query.filter === 'with-provider' ? WITH_PROVIDER : WITH_CUSTOMER);
  // Shipping boxes are on their way abroad, not in storage (SPEC.md section 3), nor at home
  // for long: they wait there only for the courier taking them abroad.
  boxes = boxes.where((eb) =>
    eb.or([eb('serviceType', 'is', null), eb('serviceType', '!=', 'ShippingService')]),
  );
  if (query.onlyParents) boxes = boxes.where('parentBoxId', 'is', null);
  const { ids } = query;
  if (ids) boxes = boxes.where('boxId', 'in', ids.length > 0 ? [...ids] : [0]);

  const counted = ids
    ? // A few chosen boxes are counted as they are read.
      boxes.select((eb) => eb.fn.countAll<number>().as('total'))
    : keptCount(db, { ...query, customerId });
  const page = (
    query.after
      ? boxes.where((eb) =>
          eb(
            eb.refTuple('createdAt', 'boxId'),
            query.order === 'desc' ? '<' : '>',
            eb.tuple(values.afterAt, values.afterId),
          ),
        )
      : boxes.offset(values.offset)
  )
    .selectAll()
    .orderBy('createdAt', query.order)
    .orderBy('boxId', query.order)
    .limit(values.limit);
  return db
    .selectFrom(counted.as('counted'))
    .leftJoinLateral(page.as('page'), (join) => join.onTrue())
    .select('counted.total')
    .selectAll('page')
    .select(() => [
      // A box is in one open order at most (server/boxes/bookings.ts).
      jsonObjectFrom(
        openOrderBoxes(db, customerId)
          .clearSelect()
          .select(['orders.orderType', 'orders.serviceDate'])
          // The row of the page this is asked for (outside this subquery's own tables).
          .where('orderBoxes.boxId', '=', sql.ref<number>('page.boxId'))
          .limit(1),
      ).as('openOrder'),
      // Rare and few; the same for every row.
      jsonArrayFrom(checkoutsUnderWay(db, customerId)).as('underWay'),
    ])
    .orderBy('page.createdAt', query.order)
    .orderBy('page.boxId', query.order);
}

type BoxListRow = Awaited<ReturnType<ReturnType<typeof boxListStatement>['execute']>>[number];

/** The list's statement is compiled once for each tab, order and kind of paging. */
const boxListStatements = new CompiledShapes<BoxListValues, BoxListRow>();

/**
 * One page of the customer's boxes for a My stuff tab, newest first for 'desc', in one
 * statement: the list's count, with the page joined to it (so an empty page still brings the
 * count), each box's open order and the checkouts under way beside each row.
 */
export async function listBoxes(db: Db, query: BoxListQuery): Promise<BoxesPage> {
  const values: BoxListValues = {
    customerId: query.customerId,
    limit: query.size + 1,
    offset: (query.page - 1) * query.size,
    afterAt: query.after?.at ?? new Date(0),
    afterId: query.after?.id ?? 0,
  };
  // A few boxes asked for by number: a statement of their own, compiled as it comes.
  const fetched = query.ids
    ? await boxListStatement(db, query, values).execute()
    : await boxListStatements.execute(
        db,
        [query.filter, query.order, query.onlyParents, query.after ? 'after' : 'page'].join(' '),
        values,
        (slots) => boxListStatement(db, query, slots),
      );

  const first = fetched[0];
  const rows = fetched.filter((row): row is typeof row & BoxRow => row.boxId !== null);
  const bookings = bookingsByBox(
    rows.flatMap((row) => (row.openOrder ? [{ ...row.openOrder, boxId: row.boxId }] : [])),
    first?.underWay ?? [],
  );
  const { rows: kept, nextCursor } = pageWithCursor(rows, query.size, (row) => ({
    at: row.createdAt,
    id: row.boxId,
  }));

  return boxesPageSchema.parse({
    boxes: kept.map((row) => ({
      boxId: row.boxId,
      boxTypeId: row.boxTypeId,
      status: row.status,
      serviceType: row.serviceType,
      boxDescription: row.boxDescription,
      parentBoxId: row.parentBoxId,
      ownerType: row.ownerType,
      statusDate: row.statusDate?.toISOString() ?? null,
      openBooking: bookings.get(row.boxId) ?? null,
    })),
    page: query.page,
    size: query.size,
    total: Number(first?.total ?? 0),
    nextCursor,
  });
}
