import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { MaterialSuggestion } from '../../src/domain/materials.ts';
import type { PriceTablePence } from '../../src/domain/priceTables.ts';
import { CompiledShapes } from '../db/compiled-shapes.ts';
import type { Db } from '../db/database.ts';
import {
  groupedSuggestions,
  type MaterialPence,
  materialPence,
  materialRows,
  materialSuggestionRows,
} from '../repositories/materials.ts';

/** One price of a plan's storage table: [box type, number of boxes, months, monthly pence]. */
export type StoragePriceEntry = readonly [number, number, number, number];

/** A cover level: its limit in pounds and its monthly price in pence. */
export interface InsuranceLevelPence {
  coverageLimit: number;
  monthlyPricePence: number;
}

/**
 * Everything a basket is priced and quoted with that the catalogue holds: the customer's
 * price plan and its storage table, the box types' names, the materials, the materials
 * suggested per box type and the cover levels. Read in one statement (docs/decisions.md,
 * "The quote in three statements"), so a basket answer reads the catalogue once, and every
 * figure of one quote comes from the same moment of it.
 */
export interface PricingCatalogue {
  storagePricePlanId: number;
  pricesPence: PriceTablePence;
  boxTypeNames: ReadonlyMap<number, string>;
  /** In the catalogue's order, bookable or not (a basket may hold a withdrawn one). */
  materials: readonly MaterialPence[];
  suggestions: readonly MaterialSuggestion[];
  /** Lowest cover first. */
  insurance: readonly InsuranceLevelPence[];
}

/** A plan's prices as the nested table the pricing rules look up (box type, boxes, months). */
export function priceTableOf(entries: Iterable<StoragePriceEntry>): PriceTablePence {
  const table: PriceTablePence = {};
  for (const [boxTypeId, numberOfBoxes, months, pence] of entries) {
    const byNumBoxes = table[String(boxTypeId)] ?? {};
    const byMonths = byNumBoxes[String(numberOfBoxes)] ?? {};
    byMonths[String(months)] = pence;
    byNumBoxes[String(numberOfBoxes)] = byMonths;
    table[String(boxTypeId)] = byNumBoxes;
  }
  return table;
}

/*
 * Every customer is on the default plan (see `pricePlanIdFor` in ./pricing.ts): the plan is
 * the statement's one row, and each part of the catalogue a JSON array beside it. A price is
 * sent as an array rather than an object with named fields: the table has 600 of them.
 */
function catalogueStatement(db: Db) {
  return db
    .selectFrom('storagePricePlans as pricePlan')
    .select((eb) => [
      'pricePlan.storagePricePlanId',
      sql<StoragePriceEntry[]>`(
        select coalesce(json_agg(json_build_array(
          p.box_type_id, p.number_of_boxes, p.months, p.monthly_price_pence)), '[]')
        from storage_prices p
        where p.storage_price_plan_id = price_plan.storage_price_plan_id)`.as('prices'),
      jsonArrayFrom(eb.selectFrom('boxTypes').select(['boxTypeId', 'name'])).as('boxTypes'),
      jsonArrayFrom(materialRows(db)).as('materials'),
      jsonArrayFrom(materialSuggestionRows(db)).as('suggestions'),
      jsonArrayFrom(
        eb
          .selectFrom('insurancePrices')
          .select(['coverageLimit', 'monthlyPricePence'])
          .orderBy('coverageLimit'),
      ).as('insurance'),
    ])
    .orderBy('pricePlan.isDefault', 'desc')
    .orderBy('pricePlan.storagePricePlanId')
    .limit(1);
}

type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueStatement>['execute']>>[number];

/** The statement never changes: it is compiled once (server/db/compiled-shapes.ts). */
const catalogueStatements = new CompiledShapes<Record<never, never>, CatalogueRow>();

/** The catalogue as a customer's basket is priced with (customer 0: a visitor). */
export async function pricingCatalogue(db: Db, _customerId: number): Promise<PricingCatalogue> {
  const [row] = await catalogueStatements.execute(db, 'catalogue', {}, () =>
    catalogueStatement(db),
  );
  if (!row) throw new Error('The catalogue has no storage price plan');
  return {
    storagePricePlanId: row.storagePricePlanId,
    pricesPence: priceTableOf(row.prices),
    boxTypeNames: new Map(row.boxTypes.map((type) => [type.boxTypeId, type.name])),
    materials: row.materials.map(materialPence),
    suggestions: groupedSuggestions(row.suggestions),
    insurance: row.insurance,
  };
}
