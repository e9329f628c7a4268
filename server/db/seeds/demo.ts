import { hashPassword, type ScryptParams } from '../../auth/passwords.ts';
import { OWASP_SCRYPT } from '../../auth/settings.ts';
import type { Db } from '../database.ts';
import { DEMO_ACCOUNT_STEPS } from '../seed.ts';
import type { NewAddress, NewBox, NewCustomer, NewOrder } from '../tables.ts';

/** The README's demo sign-in; every demo account shares it. */
export const DEMO_PASSWORD = 'demo-storage-2026';
/** Boxes in both My stuff tabs and past orders: lands on /apps/my-stuff. */
export const DEMO_EMAIL = 'demo@boxroom.test';
/** One order and no boxes: lands on /apps/orders. */
export const ORDERS_ONLY_EMAIL = 'orders-only@boxroom.test';

const DAY = 86_400_000;

type Customer = Omit<NewCustomer, 'passwordHash' | 'joinedDate'>;
type Box = Omit<NewBox, 'customerId' | 'createdAt' | 'statusDate'> & { daysAgo: number };
type Order = Omit<NewOrder, 'customerId' | 'orderDate' | 'serviceDate'> & {
  daysAgo: number;
  /** Days from the order to the service (collection, delivery or return). */
  serviceAfterDays: number;
};

type Address = Omit<NewAddress, 'customerId' | 'createdAt'>;

interface DemoAccount {
  customer: Customer;
  joinedDaysAgo: number;
  boxes: Box[];
  orders: Order[];
  /** Saved addresses, from the gazetteer so a postcode lookup finds them too. */
  addresses?: Address[];
}

// Phone numbers are from Ofcom's ranges kept for drama, so they ring nobody.
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    customer: {
      email: DEMO_EMAIL,
      firstName: 'Alex',
      lastName: 'Morgan',
      postcode: 'SW1A 1AA',
      dayTimePhone: '+442079460123',
      eveningPhone: '+442079460456',
      mobilePhone: '+447700900123',
      emailCommsEnabled: true,
      signUpFunnel: 'Sign-up',
    },
    joinedDaysAgo: 120,
    boxes: [
      {
        boxTypeId: 14,
        status: 'WithLoveSpace',
        boxDescription: 'Winter coats',
        ownerType: 'lovespace',
        daysAgo: 90,
      },
      {
        boxTypeId: 19,
        status: 'WithLoveSpace',
        boxDescription: 'Books',
        ownerType: 'lovespace',
        daysAgo: 89,
      },
      {
        boxTypeId: 17,
        status: 'WithLoveSpace',
        boxDescription: 'Ski gear',
        ownerType: 'customer',
        daysAgo: 88,
      },
      {
        boxTypeId: 48,
        status: 'WithCustomer',
        boxDescription: 'Kitchen things',
        ownerType: 'lovespace',
        daysAgo: 12,
      },
      {
        boxTypeId: 14,
        status: 'WithCustomer',
        boxDescription: 'Summer clothes',
        ownerType: 'lovespace',
        daysAgo: 11,
      },
    ],
    orders: [
      {
        orderType: 'BTB',
        status: 'Completed',
        numberOfItems: 5,
        totalPence: 6450,
        daysAgo: 100,
        serviceAfterDays: 5,
      },
      {
        orderType: 'BTB_RETURN',
        status: 'Completed',
        numberOfItems: 2,
        totalPence: 2500,
        daysAgo: 20,
        serviceAfterDays: 6,
      },
    ],
    addresses: [
      {
        addressType: 'Home',
        addressLine1: 'Flat 1, 9 Rectory Grove',
        addressLine2: 'Clapham',
        town: 'London',
        postcode: 'SW4 7AB',
        countryCode: 'GB',
        notificationEmail: DEMO_EMAIL,
        notificationPhone: '+447700900123',
      },
      {
        addressType: 'Work',
        addressLine1: '114 Essex Road',
        addressLine2: 'Islington',
        town: 'London',
        postcode: 'N1 2SD',
        countryCode: 'GB',
        notificationEmail: DEMO_EMAIL,
        notificationPhone: '+442079460123',
      },
    ],
  },
  {
    customer: {
      email: ORDERS_ONLY_EMAIL,
      firstName: 'Sam',
      lastName: 'Taylor',
      postcode: 'M1 1AE',
      mobilePhone: '+447700900456',
      signUpFunnel: 'Order',
    },
    joinedDaysAgo: 3,
    boxes: [],
    orders: [
      {
        orderType: 'BTB_MATERIALS',
        status: 'Booked',
        numberOfItems: 3,
        totalPence: 1485,
        daysAgo: 2,
        serviceAfterDays: 7,
        isOrderEditable: true,
        isOrderCancellable: true,
      },
    ],
  },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export interface DemoSeedOptions {
  /** OWASP's by default; tests pass a cheap cost. */
  scrypt?: ScryptParams;
  now?: Date;
}

/**
 * Creates each demo account that does not exist yet, with its boxes and orders, and returns
 * the emails created. An account that exists is left alone, whatever its owner changed.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<string[]> {
  const now = options.now ?? new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom('customers')
      .select('customerId')
      .where('email', '=', account.customer.email)
      .executeTakeFirst();
    if (exists) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, options.scrypt ?? OWASP_SCRYPT);
    await db.transaction().execute(async (trx) => {
      const { customerId } = await trx
        .insertInto('customers')
        .values({
          ...account.customer,
          passwordHash,
          joinedDate: isoDate(ago(account.joinedDaysAgo)),
        })
        .returning('customerId')
        .executeTakeFirstOrThrow();
      for (const { daysAgo, ...box } of account.boxes) {
        await trx
          .insertInto('boxes')
          .values({ ...box, customerId, createdAt: ago(daysAgo), statusDate: ago(daysAgo) })
          .execute();
      }
      for (const address of account.addresses ?? []) {
        await trx
          .insertInto('addresses')
          .values({ ...address, customerId, createdAt: ago(account.joinedDaysAgo) })
          .execute();
      }
      for (const { daysAgo, serviceAfterDays, ...order } of account.orders) {
        await trx
          .insertInto('orders')
          .values({
            ...order,
            customerId,
            orderDate: ago(daysAgo),
            serviceDate: isoDate(ago(daysAgo - serviceAfterDays)),
          })
          .execute();
      }
      const { email, firstName, lastName } = account.customer;
      for (const step of DEMO_ACCOUNT_STEPS) {
        await step(trx, { customerId, email, name: `${firstName} ${lastName}` }, now);
      }
    });
    created.push(account.customer.email);
  }
  return created;
}
