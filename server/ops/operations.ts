import {
  BOX_STATUSES,
  type BoxStatus,
  boxStatusLabel,
  boxStatusSchema,
} from '../../src/domain/boxes.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { NotifyEvent } from '../notify/events.ts';
import { notifyOrLog } from '../notify/notify.ts';
import { OrderStatus } from '../orders/status.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { normaliseEmail } from '../repositories/customers.ts';
import { DeskError } from '../support/desk.ts';
import { BILLING_USAGE, billingOps } from './billing.ts';
import { JOBS_USAGE, JobsOpsError, listJobs, sendReminders } from './jobs.ts';
import { SHIP_USAGE, ShipOpsError, shipOps } from './ship.ts';
import { SUPPORT_USAGE, supportOps } from './support.ts';

/*
 * The warehouse's side of a box's life, for demos: the operations staff screens would do.
 * Every command reads its arguments, changes the database and says what changed.
 */

/** The round trip of a box, in the order the warehouse moves it. */
export const WAREHOUSE_PATH: readonly BoxStatus[] = [
  'WithCustomer',
  'WithCustomerAwaitingPickup',
  'InTransitToLoveSpace',
  'WithLoveSpaceHoldIn',
  'WithLoveSpace',
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
  'InTransitToCustomer',
];

/** Where a box in an exception state goes when it moves on. */
const AFTER_EXCEPTION: Partial<Record<BoxStatus, BoxStatus>> = {
  // Not handed over at collection: a new collection is booked.
  WithCustomerAssumedNotSent: 'WithCustomerAwaitingPickup',
  // The courier tries again.
  InTransitToLoveSpaceFailedDelivery: 'InTransitToLoveSpace',
  // The depot releases it and it arrives at the store.
  InTransitToLoveSpaceHeldAtDepot: 'WithLoveSpaceHoldIn',
};

/** The next status on the warehouse path; after delivery home the box is with the customer. */
export function nextStatus(status: BoxStatus): BoxStatus {
  const exception = AFTER_EXCEPTION[status];
  if (exception) return exception;
  const index = WAREHOUSE_PATH.indexOf(status);
  return WAREHOUSE_PATH[(index + 1) % WAREHOUSE_PATH.length] ?? 'WithCustomer';
}

type BoxProgress = Extract<NotifyEvent, { kind: 'box.progress' }>['status'];

/**
 * The moves a customer is told about: collected from them, in storage (with its photo), out
 * for delivery, delivered. The warehouse's holds in between are not news.
 */
export function progressOf(from: BoxStatus, to: BoxStatus): BoxProgress | undefined {
  if (to === 'InTransitToLoveSpace' && from.startsWith('WithCustomer')) return 'collected';
  if (
    to === 'WithLoveSpace' &&
    (from === 'WithLoveSpaceHoldIn' || from.startsWith('InTransitToLoveSpace'))
  ) {
    return 'inStorage';
  }
  if (to === 'InTransitToCustomer') return 'outForDelivery';
  if (to === 'WithCustomer' && from === 'InTransitToCustomer') return 'delivered';
  return undefined;
}

export const USAGE = [
  'Usage: npm run ops -- <command>',
  '',
  '  advance <boxId> [--to <Status>]            move a box one step along the warehouse path',
  '  advance --customer <email> [--to <Status>] move every box of a customer one step',
  "  list --customer <email>                    list a customer's boxes and orders",
  '  detain <boxId>                             hold a box: it cannot be returned (code 88)',
  '  release <boxId>                            lift the hold',
  '  complete-order <orderId>                   mark an order completed (feedback opens)',
  ...SHIP_USAGE,
  ...SUPPORT_USAGE,
  ...JOBS_USAGE,
  ...BILLING_USAGE,
  '',
  `Path: ${WAREHOUSE_PATH.join(' -> ')} -> WithCustomer`,
  'Exceptions, set with --to: WithCustomerAssumedNotSent, InTransitToLoveSpaceFailedDelivery,',
  '  InTransitToLoveSpaceHeldAtDepot',
].join('\n');

export interface OpsResult {
  /** Lines to print. */
  output: string[];
  /** 0 when the command did what was asked, 1 when it was refused or not understood. */
  exitCode: number;
}

class OpsError extends Error {}

interface ParsedArgs {
  positional: string[];
  options: Map<string, string>;
}

const OPTIONS_WITH_VALUE = new Set(['--customer', '--to', '--as', '--date']);

function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (OPTIONS_WITH_VALUE.has(name)) {
      let value = inline;
      if (value === undefined) {
        i += 1;
        value = argv[i];
      }
      if (value === undefined || value === '') throw new OpsError(`${name} needs a value`);
      options.set(name, value);
    } else if (arg.startsWith('--')) {
      throw new OpsError(`Unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

function boxIdOf(text: string | undefined): number {
  const id = Number(text);
  if (!text || !/^\d+$/.test(text) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new OpsError(`Expected a box id, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  }
  return id;
}

function statusOf(text: string): BoxStatus {
  const parsed = boxStatusSchema.safeParse(text);
  if (!parsed.success) {
    throw new OpsError(`Unknown status "${text}". Statuses: ${BOX_STATUSES.join(', ')}`);
  }
  return parsed.data;
}

async function customerIdByEmail(db: Db, email: string): Promise<number> {
  const customer = await db
    .selectFrom('customers')
    .select('customerId')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!customer) throw new OpsError(`No customer with email ${email}`);
  return customer.customerId;
}

async function optionalCustomer(db: Db, email: string | undefined) {
  return email === undefined ? undefined : customerIdByEmail(db, email);
}

interface BoxLine {
  boxId: number;
  status: string;
  detained: boolean;
  boxDescription: string | null;
  typeName: string;
  email: string;
}

function boxQuery(db: Db) {
  return db
    .selectFrom('boxes')
    .innerJoin('boxTypes', 'boxTypes.boxTypeId', 'boxes.boxTypeId')
    .innerJoin('customers', 'customers.customerId', 'boxes.customerId')
    .select([
      'boxes.boxId',
      'boxes.status',
      'boxes.detained',
      'boxes.boxDescription',
      'boxTypes.name as typeName',
      'customers.email',
    ]);
}

async function oneBox(db: Db, boxId: number): Promise<BoxLine> {
  const box = await boxQuery(db).where('boxes.boxId', '=', boxId).executeTakeFirst();
  if (!box) throw new OpsError(`No box ${boxId}`);
  return box;
}

const describe = (box: BoxLine) => `Box ${box.boxId} (${box.typeName}, ${box.email})`;

async function advance(db: Db, args: ParsedArgs, now: Date): Promise<string[]> {
  const email = args.options.get('--customer');
  const to = args.options.get('--to');
  const target = to === undefined ? undefined : statusOf(to);
  let boxes: BoxLine[];
  if (email !== undefined) {
    if (args.positional.length > 1) throw new OpsError('Give a box id or --customer, not both');
    const customerId = await customerIdByEmail(db, email);
    boxes = await boxQuery(db)
      .where('boxes.customerId', '=', customerId)
      .orderBy('boxes.boxId')
      .execute();
    if (boxes.length === 0) return [`${email} has no boxes`];
  } else {
    if (args.positional.length !== 2) throw new OpsError('advance needs one box id or --customer');
    boxes = [await oneBox(db, boxIdOf(args.positional[1]))];
  }
  const lines: string[] = [];
  for (const box of boxes) {
    const from = statusOf(box.status);
    const next = target ?? nextStatus(from);
    if (next === from) {
      lines.push(`${describe(box)}: already ${from}`);
      continue;
    }
    await db
      .updateTable('boxes')
      .set({ status: next, statusDate: now })
      .where('boxId', '=', box.boxId)
      .execute();
    lines.push(`${describe(box)}: ${from} -> ${next} (${boxStatusLabel(next)})`);
    const status = progressOf(from, next);
    if (status) await notifyOrLog(db, { kind: 'box.progress', boxId: box.boxId, status });
  }
  return lines;
}

async function list(db: Db, args: ParsedArgs): Promise<string[]> {
  const email = args.options.get('--customer');
  if (email === undefined || args.positional.length !== 1) {
    throw new OpsError('list needs --customer <email>');
  }
  const customerId = await customerIdByEmail(db, email);
  const boxes = await boxQuery(db)
    .where('boxes.customerId', '=', customerId)
    .orderBy('boxes.boxId')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['orderId', 'orderType', 'status', 'serviceDate', 'isOrderCancelled'])
    .where('customerId', '=', customerId)
    .orderBy('orderId')
    .execute();
  const lines = [`Boxes of ${normaliseEmail(email)}:`];
  if (boxes.length === 0) lines.push('  (none)');
  for (const box of boxes) {
    const flags = box.detained ? ' [detained]' : '';
    const description = box.boxDescription ? ` "${box.boxDescription}"` : '';
    lines.push(
      `  ${String(box.boxId).padStart(6)}  ${box.typeName.padEnd(16)} ${box.status.padEnd(35)} ${boxStatusLabel(box.status)}${flags}${description}`,
    );
  }
  lines.push('Orders:');
  if (orders.length === 0) lines.push('  (none)');
  for (const order of orders) {
    lines.push(
      `  ${String(order.orderId).padStart(6)}  ${order.orderType.padEnd(16)} ${order.status.padEnd(10)} service ${order.serviceDate ?? '-'}`,
    );
  }
  return lines;
}

async function setDetained(db: Db, args: ParsedArgs, detained: boolean): Promise<string[]> {
  if (args.positional.length !== 2) {
    throw new OpsError(`${detained ? 'detain' : 'release'} needs one box id`);
  }
  const box = await oneBox(db, boxIdOf(args.positional[1]));
  if (box.detained === detained) {
    return [`${describe(box)}: already ${detained ? 'detained' : 'not detained'}`];
  }
  await db.updateTable('boxes').set({ detained }).where('boxId', '=', box.boxId).execute();
  return [
    detained
      ? `${describe(box)}: detained (returns are refused with code 88)`
      : `${describe(box)}: released`,
  ];
}

async function completeOrder(db: Db, args: ParsedArgs): Promise<string[]> {
  if (args.positional.length !== 2) throw new OpsError('complete-order needs one order id');
  const orderId = boxIdOf(args.positional[1]);
  const order = await db
    .selectFrom('orders')
    .select(['orderId', 'status', 'isOrderCancelled'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new OpsError(`No order ${orderId}`);
  if (order.isOrderCancelled) throw new OpsError(`Order ${orderId} is cancelled`);
  if (order.status === OrderStatus.Completed) return [`Order ${orderId}: already Completed`];
  await db
    .updateTable('orders')
    .set({ status: OrderStatus.Completed, isOrderEditable: false, isOrderCancellable: false })
    .where('orderId', '=', orderId)
    .execute();
  return [`Order ${orderId}: ${order.status} -> Completed (feedback can now be given)`];
}

export interface OpsContext {
  /** The started job queue, for `jobs` and `reminders`. */
  jobs?: JobQueue | undefined;
  /** The payment provider, for `billing`. */
  payments?: PaymentProvider | undefined;
}

function queueOf(context: OpsContext): JobQueue {
  if (!context.jobs) throw new OpsError('No job queue runs here');
  return context.jobs;
}

/** Runs one command against the database; never throws for a command it cannot carry out. */
export async function runOps(
  db: Db,
  argv: readonly string[],
  now: Date,
  context: OpsContext = {},
): Promise<OpsResult> {
  try {
    const args = parseArgs(argv);
    const command = args.positional[0];
    switch (command) {
      case 'advance':
        return { output: await advance(db, args, now), exitCode: 0 };
      case 'list':
        return { output: await list(db, args), exitCode: 0 };
      case 'detain':
        return { output: await setDetained(db, args, true), exitCode: 0 };
      case 'release':
        return { output: await setDetained(db, args, false), exitCode: 0 };
      case 'complete-order':
        return { output: await completeOrder(db, args), exitCode: 0 };
      case 'ship':
        return { output: await shipOps(db, args.positional, now), exitCode: 0 };
      case 'support':
        return {
          output: await supportOps(db, args.positional, args.options, now),
          exitCode: 0,
        };
      case 'jobs':
        return { output: await listJobs(queueOf(context)), exitCode: 0 };
      case 'reminders':
        return {
          output: await sendReminders(db, queueOf(context), args.options.get('--date')),
          exitCode: 0,
        };
      case 'billing':
        return {
          output: await billingOps(db, context.payments, args.options.get('--date'), {
            customerId: await optionalCustomer(db, args.options.get('--customer')),
          }),
          exitCode: 0,
        };
      case undefined:
      case 'help':
        return { output: [USAGE], exitCode: command === undefined ? 1 : 0 };
      default:
        throw new OpsError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof OpsError) return { output: [error.message, '', USAGE], exitCode: 1 };
    if (error instanceof DeskError) return { output: [error.message], exitCode: 1 };
    if (error instanceof JobsOpsError) return { output: [error.message], exitCode: 1 };
    if (error instanceof ShipOpsError) return { output: [error.message], exitCode: 1 };
    throw error;
  }
}
