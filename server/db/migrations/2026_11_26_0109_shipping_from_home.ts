import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * Shipping from home: a shipment records the home our courier collects it from (none when it
 * leaves our store). Its boxes wait at home for the courier, so a box being shipped abroad
 * now leaves both of My stuff's lists, not only the one of boxes with us; the kept counts
 * (2026_11_26_0104) are made again under that rule.
 */

const WITH_PROVIDER = [
  'InTransitToLoveSpace',
  'WithLoveSpaceHoldIn',
  'WithLoveSpace',
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
  'InTransitToLoveSpaceFailedDelivery',
  'InTransitToLoveSpaceHeldAtDepot',
];
const WITH_CUSTOMER = [
  'WithCustomer',
  'WithCustomerAwaitingPickup',
  'WithCustomerAssumedNotSent',
  'InTransitToCustomer',
];

const quoted = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
async function listBoxesBy(db: Kysely<any>, customerListRule: ReturnType<typeof sql.raw>) {
  await sql`
    CREATE OR REPLACE FUNCTION box_list_of(status text, service_type text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE
        WHEN status IN (${quoted(WITH_PROVIDER)})
          AND service_type IS DISTINCT FROM 'ShippingService' THEN 'with-provider'
        WHEN status IN (${quoted(WITH_CUSTOMER)}) ${customerListRule} THEN 'with-customer'
      END
    $$`.execute(db);
  await sql`DELETE FROM box_list_counts`.execute(db);
  await sql`
    INSERT INTO box_list_counts (customer_id, list, top_level, boxes)
    SELECT customer_id, box_list_of(status, service_type), parent_box_id IS NULL, count(*)
    FROM boxes
    WHERE box_list_of(status, service_type) IS NOT NULL
    GROUP BY 1, 2, 3`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shipments').addColumn('collected_from', 'jsonb').execute();
  await listBoxesBy(db, sql.raw(`AND service_type IS DISTINCT FROM 'ShippingService'`));
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await listBoxesBy(db, sql.raw(''));
  await db.schema.alterTable('shipments').dropColumn('collected_from').execute();
}
