import { type Kysely, sql } from 'kysely';

/*
 * Frozen: once released, a migration is never edited; later changes get a new file.
 * My stuff shows how many boxes each list holds. Counting them on every page read every one
 * of a customer's boxes, so a customer with 10,000 waited longer for page 1 than one with 10.
 * The counts are now kept as boxes change, by a trigger, and a page reads one row.
 *
 * The lists are those of src/domain/boxes.ts as they stood (a test holds the two together):
 * with the provider, less boxes being shipped abroad; and with the customer. A box in neither
 * is not counted.
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
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('box_list_counts')
    .addColumn('customer_id', 'integer', (column) => column.notNull())
    .addColumn('list', 'text', (column) => column.notNull())
    // Top-level boxes (no parent) are counted apart, for the list that shows only those.
    .addColumn('top_level', 'boolean', (column) => column.notNull())
    .addColumn('boxes', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('box_list_counts_pk', ['customer_id', 'list', 'top_level'])
    .execute();

  await sql`
    CREATE FUNCTION box_list_of(status text, service_type text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE
        WHEN status IN (${quoted(WITH_PROVIDER)})
          AND service_type IS DISTINCT FROM 'ShippingService' THEN 'with-provider'
        WHEN status IN (${quoted(WITH_CUSTOMER)}) THEN 'with-customer'
      END
    $$`.execute(db);

  await sql`
    CREATE FUNCTION count_box_lists() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND box_list_of(OLD.status, OLD.service_type) IS NOT NULL THEN
        UPDATE box_list_counts SET boxes = boxes - 1
        WHERE customer_id = OLD.customer_id
          AND list = box_list_of(OLD.status, OLD.service_type)
          AND top_level = (OLD.parent_box_id IS NULL);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND box_list_of(NEW.status, NEW.service_type) IS NOT NULL THEN
        INSERT INTO box_list_counts AS counts (customer_id, list, top_level, boxes)
        VALUES (NEW.customer_id, box_list_of(NEW.status, NEW.service_type), NEW.parent_box_id IS NULL, 1)
        ON CONFLICT (customer_id, list, top_level) DO UPDATE SET boxes = counts.boxes + 1;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);

  await sql`
    CREATE TRIGGER boxes_count_lists
    AFTER INSERT OR DELETE OR UPDATE OF customer_id, status, service_type, parent_box_id ON boxes
    FOR EACH ROW EXECUTE FUNCTION count_box_lists()`.execute(db);

  await sql`
    INSERT INTO box_list_counts (customer_id, list, top_level, boxes)
    SELECT customer_id, box_list_of(status, service_type), parent_box_id IS NULL, count(*)
    FROM boxes
    WHERE box_list_of(status, service_type) IS NOT NULL
    GROUP BY 1, 2, 3`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER boxes_count_lists ON boxes`.execute(db);
  await sql`DROP FUNCTION count_box_lists()`.execute(db);
  await sql`DROP FUNCTION box_list_of(text, text)`.execute(db);
  await db.schema.dropTable('box_list_counts').execute();
}
