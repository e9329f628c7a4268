import {
  BOX_STATUSES,
  type BoxesPage,
  type BoxFilter,
  boxesPageSchema,
  isWithCustomer,
  isWithProvider,
} from '../../src/domain/boxes.ts';
import type { SortDirection } from '../../src/domain/catalogue.ts';
import { openBookings } from '../boxes/bookings.ts';
import type { Db } from '../db/database.ts';
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
async function keptCount(db: Db, query: BoxListQuery): Promise<{ total: number }> {
  let counts = db
    .selectFrom('boxListCounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('boxes'), eb.lit(0)).as('total'))
    .where('customerId', '=', query.customerId)
    .where('list', '=', query.filter);
  if (query.onlyParents) counts = counts.where('topLevel', '=', true);
  return counts.executeTakeFirstOrThrow();
}

/** One page of the customer's boxes for a My stuff tab, newest first for 'desc'. */
export async function listBoxes(db: Db, query: BoxListQuery): Promise<BoxesPage> {
  let boxes = db
    .selectFrom('boxes')
    .where('customerId', '=', query.customerId)
    .where('status', 'in', query.filter === 'with-provider' ? WITH_PROVIDER : WITH_CUSTOMER);
  // Shipping boxes are on their way abroad, not in storage (SPEC.md section 3), nor at home
  // for long: they wait there only for the courier taking them abroad.
  boxes = boxes.where((eb) =>
    eb.or([eb('serviceType', 'is', null), eb('serviceType', '!=', 'ShippingService')]),
  );
  if (query.onlyParents) boxes = boxes.where('parentBoxId', 'is', null);
  const { after, ids } = query;
  if (ids) boxes = boxes.where('boxId', 'in', ids.length > 0 ? [...ids] : [0]);

  const counting = ids
    ? // A few chosen boxes are counted as they are read.
      boxes.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    : keptCount(db, query);
  const fetching = (
    after
      ? boxes.where((eb) =>
          eb(
            eb.refTuple('createdAt', 'boxId'),
            query.order === 'desc' ? '<' : '>',
            eb.tuple(after.at, after.id),
          ),
        )
      : boxes.offset((query.page - 1) * query.size)
  )
    .selectAll()
    .orderBy('createdAt', query.order)
    .orderBy('boxId', query.order)
    .limit(query.size + 1)
    .execute();
  // A customer has few open orders: their bookings are read alongside the page, not after it.
  const [{ total }, fetched, bookings] = await Promise.all([
    counting,
    fetching,
    openBookings(db, query.customerId),
  ]);
  const { rows, nextCursor } = pageWithCursor(fetched, query.size, (row) => ({
    at: row.createdAt,
    id: row.boxId,
  }));

  return boxesPageSchema.parse({
    boxes: rows.map((row) => ({
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
    total: Number(total),
    nextCursor,
  });
}
