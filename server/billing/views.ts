import type { Selectable } from 'kysely';
import {
  type Agreement,
  type AgreementCovers,
  agreementKindSchema,
  agreementsSchema,
  boxCountText,
  type MonthlyBill,
  monthlyBillStatusSchema,
} from '../../src/domain/agreements.ts';
import { cardBrandSchema } from '../../src/domain/cards.ts';
import { poundsFromPence } from '../../src/domain/money.ts';
import type { Db } from '../db/database.ts';
import type { AgreementsTable } from '../db/tables.ts';
import { agreementBoxes, monthlyPenceOn, storedOn } from './repricing.ts';

/*
 * The monthly bill as the customer sees it (docs/decisions.md, "The monthly bill: what the
 * customer sees"): `GET agreements/{customerId}` for My stuff and Cards, and the monthly bills
 * the statement lists. Amounts are worked out in pence and sent in pounds.
 */

type AgreementRow = Selectable<AgreementsTable>;

/**
 * The first day of the next period not yet billed: the paid-up-to day, or the end of the last
 * bill when one is owed (an owed month is still that month). Null when the agreement ends
 * on or before it: no bill is taken for a period that starts on or after the end.
 */
export async function nextPaymentDate(db: Db, agreement: AgreementRow): Promise<string | null> {
  const last = await db
    .selectFrom('agreementBills')
    .select((eb) => eb.fn.max('periodEnd').as('periodEnd'))
    .where('agreementId', '=', agreement.agreementId)
    .executeTakeFirst();
  const next =
    last?.periodEnd && last.periodEnd > agreement.paidUpTo ? last.periodEnd : agreement.paidUpTo;
  if (agreement.endDate !== null && next >= agreement.endDate) return null;
  return next;
}

interface BoxTypeName {
  boxTypeId: number;
  name: string;
  sortOrder: number;
}

function boxTypeNames(db: Db): Promise<BoxTypeName[]> {
  return db.selectFrom('boxTypes').select(['boxTypeId', 'name', 'sortOrder']).execute();
}

async function boxesCovered(db: Db, agreement: AgreementRow, on: string, names: BoxTypeName[]) {
  const boxes = storedOn(await agreementBoxes(db, agreement), on);
  const typeOf = new Map(names.map((type) => [type.boxTypeId, type]));
  const byType = new Map<number, number>();
  for (const box of boxes) byType.set(box.boxTypeId, (byType.get(box.boxTypeId) ?? 0) + 1);
  const sorted = [...byType].sort(
    ([a], [b]) => (typeOf.get(a)?.sortOrder ?? 0) - (typeOf.get(b)?.sortOrder ?? 0),
  );
  return {
    kind: 'boxes' as const,
    boxCount: boxes.length,
    boxes: sorted.map(([boxTypeId, count]) => ({
      description: typeOf.get(boxTypeId)?.name ?? 'Storage box',
      count,
    })),
  };
}

async function unitCovered(db: Db, agreement: AgreementRow) {
  const unit = await db
    .selectFrom('vsuLettings as l')
    .innerJoin('vsuUnits as u', 'u.unitId', 'l.unitId')
    .innerJoin('vsuUnitSizes as s', 's.unitSizeId', 'u.unitSizeId')
    .innerJoin('vsuSites as site', 'site.siteId', 'u.siteId')
    .select(['u.unitNumber', 's.sqFt', 'site.name'])
    .where('l.orderId', '=', agreement.orderId)
    .executeTakeFirst();
  return {
    kind: 'unit' as const,
    unitNumber: unit?.unitNumber ?? null,
    sqFt: unit?.sqFt ?? null,
    siteName: unit?.name ?? null,
  };
}

/** What the agreement pays for on `on`: its boxes still stored then, or its unit. */
async function coversOf(
  db: Db,
  agreement: AgreementRow,
  on: string,
  names: BoxTypeName[],
): Promise<AgreementCovers> {
  return agreement.kind === 'unit'
    ? unitCovered(db, agreement)
    : boxesCovered(db, agreement, on, names);
}

/** The agreement's months whose charge failed and are not paid yet. */
async function owedPence(db: Db, agreementId: number): Promise<number> {
  const row = await db
    .selectFrom('agreementBills')
    .select((eb) => eb.fn.sum<number>('amountPence').as('pence'))
    .where('agreementId', '=', agreementId)
    .where('status', 'in', ['owed', 'failed'])
    .executeTakeFirst();
  return Number(row?.pence ?? 0);
}

/** The saved card behind the agreement's payment method, if it is one of the customer's. */
async function savedCardId(db: Db, agreement: AgreementRow): Promise<number | null> {
  const card = await db
    .selectFrom('cards')
    .select('cardId')
    .where('customerId', '=', agreement.customerId)
    .where('provider', '=', agreement.provider)
    .where('providerRef', '=', agreement.paymentMethod)
    .executeTakeFirst();
  return card?.cardId ?? null;
}

/**
 * The customer's agreements still running on `today`: not ended (no end, or an end after
 * today) and not called off before they began. Oldest first.
 */
export async function customerAgreements(
  db: Db,
  customerId: number,
  today: string,
): Promise<{ agreements: Agreement[] }> {
  const rows = await db
    .selectFrom('agreements')
    .selectAll()
    .where('customerId', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('endDate', 'is', null),
        eb.and([eb('endDate', '>', today), eb('endDate', '>', eb.ref('startDate'))]),
      ]),
    )
    .orderBy('startDate')
    .orderBy('agreementId')
    .execute();
  const names = await boxTypeNames(db);
  const agreements: Agreement[] = [];
  for (const row of rows) {
    const next = await nextPaymentDate(db, row);
    const on = next ?? today;
    agreements.push({
      agreementId: row.agreementId,
      orderId: row.orderId,
      kind: agreementKindSchema.catch('boxes').parse(row.kind),
      covers: await coversOf(db, row, on, names),
      monthlyAmount: poundsFromPence(await monthlyPenceOn(db, row, on)),
      nextPaymentDate: next,
      owed: poundsFromPence(await owedPence(db, row.agreementId)),
      card:
        row.cardBrand && row.cardLast4
          ? {
              brand: cardBrandSchema.catch('unknown').parse(row.cardBrand),
              last4: row.cardLast4,
              cardId: await savedCardId(db, row),
            }
          : null,
      status: row.endDate === null ? 'open' : 'ending',
      endDate: row.endDate,
    });
  }
  return agreementsSchema.parse({ agreements });
}

/** Every monthly bill of the customer, newest period first, with what it was for. */
export async function monthlyBills(
  db: Db,
  customerId: number,
): Promise<{ bills: MonthlyBill[]; owedPence: number }> {
  const rows = await db
    .selectFrom('agreementBills as bill')
    .innerJoin('agreements as a', 'a.agreementId', 'bill.agreementId')
    .leftJoin('payments as p', 'p.paymentId', 'bill.paymentId')
    .selectAll('a')
    .select([
      'bill.billId',
      'bill.periodStart',
      'bill.periodEnd',
      'bill.amountPence',
      'bill.status as billStatus',
      'p.cardBrand as paidBrand',
      'p.cardLast4 as paidLast4',
    ])
    .where('a.customerId', '=', customerId)
    .orderBy('bill.periodStart', 'desc')
    .orderBy('bill.billId', 'desc')
    .execute();
  const names = await boxTypeNames(db);
  const bills: MonthlyBill[] = [];
  let owedPence = 0;
  for (const row of rows) {
    const status = monthlyBillStatusSchema.catch('charging').parse(row.billStatus);
    if (status === 'owed' || status === 'failed') owedPence += row.amountPence;
    // The card a paid bill was taken from; otherwise the card it is charged to.
    const brand = status === 'paid' ? (row.paidBrand ?? row.cardBrand) : row.cardBrand;
    const last4 = status === 'paid' ? (row.paidLast4 ?? row.cardLast4) : row.cardLast4;
    bills.push({
      billId: row.billId,
      agreementId: row.agreementId,
      orderId: row.orderId,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      covers: await billCovers(db, row, names),
      amount: poundsFromPence(row.amountPence),
      status,
      card: brand && last4 ? { brand: cardBrandSchema.catch('unknown').parse(brand), last4 } : null,
    });
  }
  return { bills, owedPence };
}

/** 'Unit A12' or '3 boxes': what the bill's month paid for. */
async function billCovers(
  db: Db,
  row: AgreementRow & { periodStart: string },
  names: BoxTypeName[],
): Promise<string> {
  if (row.kind === 'unit') {
    const unit = await unitCovered(db, row);
    return unit.unitNumber ? `Unit ${unit.unitNumber}` : 'Storage unit';
  }
  const covers = await boxesCovered(db, row, row.periodStart, names);
  return covers.boxCount > 0 ? boxCountText(covers.boxCount) : 'Box storage';
}
