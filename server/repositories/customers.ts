import type { Updateable } from 'kysely';
import { type Customer, customerSchema } from '../../src/domain/customer.ts';
import { CUSTOMER_ROLE } from '../../src/domain/roles.ts';
import type { Db } from '../db/database.ts';
import type { CustomerRow, CustomersTable, NewCustomer } from '../db/tables.ts';

/** Emails are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findCustomerById(
  db: Db,
  customerId: number,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('customerId', '=', customerId)
    .executeTakeFirst();
}

/** Inserts the customer; a taken email raises the database's unique violation. */
export async function insertCustomer(db: Db, customer: NewCustomer): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ ...customer, email: normaliseEmail(customer.email) })
    .returning('customerId')
    .executeTakeFirstOrThrow();
  return row.customerId;
}

export type CustomerChanges = Omit<Updateable<CustomersTable>, 'customerId'>;

/** Applies the changes and returns the stored row; a taken email raises a unique violation. */
export async function updateCustomer(
  db: Db,
  customerId: number,
  changes: CustomerChanges,
): Promise<CustomerRow> {
  if (Object.keys(changes).length === 0) {
    const row = await findCustomerById(db, customerId);
    if (!row) throw new Error(`Customer ${customerId} does not exist`);
    return row;
  }
  const values = changes.email
    ? { ...changes, email: normaliseEmail(String(changes.email)) }
    : changes;
  return db
    .updateTable('customers')
    .set(values)
    .where('customerId', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer as `GET /customer` answers it. */
export function toCustomer(row: CustomerRow): Customer {
  return customerSchema.parse({
    customerId: row.customerId,
    joinedDate: row.joinedDate,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    postcode: row.postcode,
    dayTimePhone: row.dayTimePhone,
    eveningPhone: row.eveningPhone,
    mobilePhone: row.mobilePhone,
    debtStatus: row.debtStatus,
    smsCommsEnabled: row.smsCommsEnabled,
    emailCommsEnabled: row.emailCommsEnabled,
    tieredPricing: row.tieredPricing,
  });
}

/** The stored roles; a row that somehow holds no valid list counts as a plain customer. */
export function customerRoles(row: Pick<CustomerRow, 'roles'>): string[] {
  try {
    const roles: unknown = JSON.parse(row.roles);
    if (Array.isArray(roles) && roles.every((role) => typeof role === 'string')) return roles;
  } catch {
    // Falls through to the default below.
  }
  return [CUSTOMER_ROLE];
}

export async function referralCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('referralCodes')
    .select('code')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row !== undefined;
}
