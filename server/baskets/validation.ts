import type { Address } from '../../src/domain/addresses.ts';
import { type BasketValidation, driveUpOf } from '../../src/domain/baskets.ts';
import { dropOffDayProblem } from '../../src/domain/driveUp.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { boxJobProblem } from '../../src/domain/returns.ts';
import {
  prohibitedItem,
  shippedItemCount,
  shippingAddressProblem,
} from '../../src/domain/shipping.ts';
import type { Timeslot, TimeslotOrderType } from '../../src/domain/timeslots.ts';
import { inArrears } from '../billing/agreements.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { basketHoldsUnit } from '../drive-up/lettings.ts';
import { moveOutRefusal } from '../drive-up/moveOut.ts';
import { dispatchDayProblem } from '../shipping/dispatch.ts';
import { timeslotRefusal } from '../timeslots/service.ts';
import { priceBasket } from './pricing.ts';
import type { BasketRecord } from './repository.ts';
import type { OrderingSettings } from './settings.ts';

const pass: BasketValidation = { valid: true, message: null };
const fail = (message: string): BasketValidation => ({ valid: false, message });
const failWith = (code: number) => fail(ERROR_MESSAGES[code] ?? 'This basket cannot be ordered');

type Check = () => Promise<BasketValidation | undefined> | BasketValidation | undefined;

/** The first failed check, or a pass. */
async function firstFailure(checks: Check[]): Promise<BasketValidation> {
  for (const check of checks) {
    const result = await check();
    if (result && !result.valid) return result;
  }
  return pass;
}

function addressChecks(address: Address | null, missing: string): Check[] {
  return [
    () => (address === null ? fail(missing) : undefined),
    () =>
      address && address.countryCode === 'GB' && address.postcode === ''
        ? fail('Please add a postcode to the address so our courier can find it')
        : undefined,
  ];
}

function timeslotChecks(
  db: Db,
  settings: OrderingSettings,
  basket: BasketRecord,
  orderType: TimeslotOrderType,
  timeslot: Timeslot | null,
  missing: string,
): Check[] {
  return [
    () => (timeslot === null ? fail(missing) : undefined),
    async () => {
      if (timeslot === null) return undefined;
      const refusal = await timeslotRefusal(db, settings, basket, orderType, timeslot);
      if (refusal === undefined) return undefined;
      return refusal === ErrorCode.TimeslotUnavailable
        ? fail('Your timeslot is no longer available, please choose another')
        : failWith(refusal);
    },
  ];
}

/** Every material in the basket must still be on sale. */
function materialChecks(db: Db, basket: BasketRecord): Check[] {
  return [
    async () => {
      const items = basket.materialBasket?.items ?? [];
      if (items.length === 0) return undefined;
      const rows = await db
        .selectFrom('materials')
        .select(['materialId', 'name', 'bookingAllowed'])
        .where(
          'materialId',
          'in',
          items.map((item) => item.materialId),
        )
        .execute();
      const bookable = new Set(rows.filter((r) => r.bookingAllowed).map((r) => r.materialId));
      const gone = items.filter((item) => !bookable.has(item.materialId));
      if (gone.length === 0) return undefined;
      const names = gone.map(
        (item) => rows.find((r) => r.materialId === item.materialId)?.name ?? 'A material',
      );
      return fail(`${names.join(', ')} can no longer be ordered, please remove it`);
    },
  ];
}

function stageCheck(basket: BasketRecord): Check {
  return () => {
    if (basket.stage === 'completed') return failWith(ErrorCode.OrderAlreadyPlaced);
    if (basket.stage === 'checkoutStarted') return failWith(ErrorCode.CheckoutInProgress);
    return undefined;
  };
}

/**
 * A drive-up unit: site, size and day chosen, the day still ahead, and the unit still held
 * for the basket (a hold lapses if the customer waits too long before checkout).
 */
function driveUpChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const choice = driveUpOf(basket.storageBasket ?? {});
  return [
    () => (choice.siteId === null ? fail('Choose the site for your unit') : undefined),
    () => (choice.unitSizeId === null ? fail('Choose the size of your unit') : undefined),
    () => (choice.dropOffDate === null ? fail('Choose the day you drop off') : undefined),
    () => {
      const problem =
        choice.dropOffDate === null
          ? null
          : dropOffDayProblem(choice.dropOffDate, londonDate(settings.now()));
      return problem ? fail(problem) : undefined;
    },
    async () =>
      (await basketHoldsUnit(db, basket.basketId))
        ? undefined
        : failWith(ErrorCode.NotEnoughUnitsOnDropOffDay),
  ];
}

function storageChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const storage = basket.storageBasket;
  if (!storage) return [() => fail('Choose the boxes you want to store')];
  if (driveUpOf(storage).dropOffType === 'driveUp') return driveUpChecks(db, settings, basket);
  return [
    () =>
      storage.lineItems.some((item) => item.quantity > 0)
        ? undefined
        : fail('Choose the boxes you want to store'),
    () => (storage.numberOfMonths < 1 ? failWith(ErrorCode.MinimumOneMonthStorage) : undefined),
    async () => {
      const breakdown = await priceBasket(db, basket, settings.now());
      return breakdown.unpricedBoxTypeIds.length > 0
        ? fail('Some of the boxes cannot be priced, please remove them')
        : undefined;
    },
    ...addressChecks(storage.collection.address, 'Choose the address we collect from'),
    ...timeslotChecks(
      db,
      settings,
      basket,
      'BTB',
      storage.collection.timeslot,
      'Choose a collection timeslot',
    ),
  ];
}

function materialsOnlyChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const materials = basket.materialBasket;
  return [
    () =>
      materials?.items.some((item) => item.quantity > 0)
        ? undefined
        : fail('Choose the packing materials you need'),
    ...addressChecks(materials?.address ?? null, 'Choose the address we deliver to'),
    ...timeslotChecks(
      db,
      settings,
      basket,
      'BTB_MATERIALS',
      materials?.timeslot ?? null,
      'Choose a delivery day',
    ),
  ];
}

/**
 * The boxes are still where the job can start: another return or collection may have taken
 * them since they went into this basket.
 */
function boxStatusCheck(
  db: Db,
  basket: BasketRecord,
  job: 'return' | 'collection',
  boxIds: readonly number[],
): Check {
  return async () => {
    if (boxIds.length === 0) return undefined;
    const rows = await db
      .selectFrom('boxes')
      .select(['boxId', 'status'])
      .where('customerId', '=', basket.customerId)
      .where('boxId', 'in', [...boxIds])
      .orderBy('boxId')
      .execute();
    if (rows.length < new Set(boxIds).size) {
      return fail('Some of the boxes can no longer be found, please choose them again');
    }
    const problem = rows.map((box) => boxJobProblem(job, box)).find((text) => text !== null);
    return problem ? fail(problem) : undefined;
  };
}

function collectionChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const collection = basket.collectionBasket;
  if (!collection) return [() => fail('Choose the boxes we collect')];
  return [
    () => (collection.collectionItems.length > 0 ? undefined : fail('Choose the boxes we collect')),
    boxStatusCheck(
      db,
      basket,
      'collection',
      collection.collectionItems.map((item) => item.boxId),
    ),
    () => (collection.numberOfMonths < 1 ? failWith(ErrorCode.MinimumOneMonthStorage) : undefined),
    ...addressChecks(collection.address, 'Choose the address we collect from'),
    ...timeslotChecks(
      db,
      settings,
      basket,
      'COLLECTION',
      collection.timeslot,
      'Choose a collection timeslot',
    ),
  ];
}

/** A move-out: a day chosen, and the unit still in use with that day allowed. */
function moveOutChecks(
  db: Db,
  settings: OrderingSettings,
  basket: BasketRecord,
  vsuLettingId: number,
  moveOutDate: string | null,
): Check[] {
  return [
    () => (moveOutDate === null ? fail('Choose the day you move out') : undefined),
    async () => {
      if (moveOutDate === null) return undefined;
      const refusal = await moveOutRefusal(
        db,
        basket.customerId,
        { vsuLettingId, moveOutDate },
        londonDate(settings.now()),
      );
      return refusal ? fail(refusal) : undefined;
    },
  ];
}

/**
 * A packing visit: its size, address and the packers' window; before a storage order's
 * collection, on an earlier day.
 */
function packingChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const packing = basket.packingBasket;
  if (!packing) return [() => fail('Tell us how many rooms or boxes to pack')];
  const collectionDay = basket.storageBasket?.collection.timeslot?.doorstepDate ?? null;
  return [
    () =>
      packing.rooms === null && packing.boxes === null
        ? fail('Tell us how many rooms or boxes to pack')
        : undefined,
    ...addressChecks(packing.address, 'Choose the address we pack at'),
    ...timeslotChecks(
      db,
      settings,
      basket,
      'PACKING',
      packing.timeslot,
      'Choose when the packers arrive',
    ),
    () =>
      collectionDay !== null &&
      packing.timeslot !== null &&
      packing.timeslot.doorstepDate >= collectionDay
        ? fail('The packers must come on a day before your collection')
        : undefined,
  ];
}

/**
 * A shipment abroad: the boxes still with us, or the items to collect from home; a
 * declaration for each that couriers accept; an address we ship to in its country's format;
 * and a dispatch day still ahead, or a collection address and window.
 */
function shippingChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const shipping = basket.shippingBasket;
  if (!shipping || shippedItemCount(shipping) === 0) {
    return [
      () =>
        fail(
          shipping?.source === 'home'
            ? 'Tell us what to collect from home'
            : 'Choose the boxes to ship',
        ),
    ];
  }
  const fromHome = shipping.source === 'home';
  const declared = fromHome
    ? shipping.homeItems.map((item, index) => ({ name: `Item ${index + 1}`, ...item }))
    : shipping.shipItems.map((item) => ({ name: `Box ${item.boxId}`, ...item }));
  return [
    ...(fromHome
      ? []
      : [
          boxStatusCheck(
            db,
            basket,
            'return',
            shipping.shipItems.map((item) => item.boxId),
          ),
        ]),
    () => {
      const missing = declared.find((item) => item.declaration === null);
      return missing
        ? fail(`Fill in the customs declaration for ${missing.name.toLowerCase()}`)
        : undefined;
    },
    () => {
      for (const item of declared) {
        const refusal = item.declaration ? prohibitedItem(item.declaration.description) : null;
        if (refusal) return fail(`${item.name}: ${refusal}`);
      }
      return undefined;
    },
    () => (shipping.destination === null ? fail('Enter the address we ship to') : undefined),
    () => {
      const problem = shipping.destination ? shippingAddressProblem(shipping.destination) : null;
      return problem ? fail(problem) : undefined;
    },
    ...(fromHome
      ? [
          ...addressChecks(shipping.collection.address, 'Choose the address we collect from'),
          ...timeslotChecks(
            db,
            settings,
            basket,
            'COLLECTION',
            shipping.collection.timeslot,
            'Choose a collection timeslot',
          ),
        ]
      : [
          () => (shipping.dispatchDate === null ? fail('Choose the dispatch day') : undefined),
          () => {
            const problem = shipping.dispatchDate
              ? dispatchDayProblem(shipping.dispatchDate, londonDate(settings.now()))
              : null;
            return problem ? fail(problem) : undefined;
          },
        ]),
  ];
}

function returnChecks(db: Db, settings: OrderingSettings, basket: BasketRecord): Check[] {
  const returns = basket.returnBasket;
  if (!returns) return [() => fail('Choose the items to return')];
  if (returns.vsuLettingId !== null) {
    return moveOutChecks(db, settings, basket, returns.vsuLettingId, returns.moveOutDate);
  }
  return [
    () => (returns.returnItems.length > 0 ? undefined : fail('Choose the items to return')),
    // A monthly bill unpaid after its last retry: no new return until the balance is paid.
    async () =>
      (await inArrears(db, basket.customerId)) ? failWith(ErrorCode.AccountInArrears) : undefined,
    async () => {
      const ids = returns.returnItems.map((item) => item.boxId);
      const detained = await db
        .selectFrom('boxes')
        .select('boxId')
        .where('boxId', 'in', ids)
        .where('detained', '=', true)
        .executeTakeFirst();
      return detained ? failWith(ErrorCode.DetainedItemsCannotBeReturned) : undefined;
    },
    boxStatusCheck(
      db,
      basket,
      'return',
      returns.returnItems.map((item) => item.boxId),
    ),
    ...addressChecks(returns.address, 'Choose the address we return to'),
    ...timeslotChecks(
      db,
      settings,
      basket,
      'BTB_RETURN',
      returns.timeslot,
      'Choose a delivery timeslot',
    ),
  ];
}

/**
 * `GET /basket/{id}/validate`: whether the basket can go to checkout, and if not, the first
 * thing to put right, in the order the funnel asks for it.
 */
export async function validateBasket(
  db: Db,
  settings: OrderingSettings,
  basket: BasketRecord,
): Promise<BasketValidation> {
  const checks: Check[] = [stageCheck(basket)];
  switch (basket.basketType) {
    case 'btb':
      checks.push(...storageChecks(db, settings, basket));
      if (basket.packingBasket) checks.push(...packingChecks(db, settings, basket));
      break;
    case 'international':
      checks.push(...shippingChecks(db, settings, basket));
      break;
    case 'packing':
      checks.push(...packingChecks(db, settings, basket));
      break;
    case 'materials':
      checks.push(...materialsOnlyChecks(db, settings, basket));
      break;
    case 'collection':
      checks.push(...collectionChecks(db, settings, basket));
      break;
    case 'return':
      checks.push(...returnChecks(db, settings, basket));
      break;
  }
  // A promotion code that no longer applies does not stop the order: the quote leaves it out,
  // and checkout refuses a total the customer has not seen (PriceChanged).
  checks.push(...materialChecks(db, basket));
  return firstFailure(checks);
}
