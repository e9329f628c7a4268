import { PhotoType } from '../../../src/domain/boxes.ts';
import { contractMonthlyPence } from '../../../src/domain/driveUp.ts';
import type { DemoAccountStep } from '../seed.ts';
import { DEMO_EMAIL } from './demo.ts';
import { ITEM_CHECK_PHOTO_1, ITEM_CHECK_PHOTO_2 } from './demo-photos.ts';
import { VSU_CONTRACT_DISCOUNTS } from './drive-up.ts';

const DAY = 86_400_000;
const BATTERSEA = 1;
const ONE_BEDROOM_FLAT = 3;
const CONTRACT_MONTHS = 3;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo customer rents a 35 sq ft unit at Battersea on a 3-month contract, dropped off at
 * three weeks ago, so My stuff shows a running letting with its access code at once.
 */
export const seedDemoDriveUp: DemoAccountStep = async (trx, account, now) => {
  if (account.email !== DEMO_EMAIL) return;
  const dropOff = new Date(now.getTime() - 21 * DAY);
  const unit = await trx
    .selectFrom('vsuUnits as u')
    .innerJoin('vsuSitePrices as p', (join) =>
      join.onRef('p.siteId', '=', 'u.siteId').onRef('p.unitSizeId', '=', 'u.unitSizeId'),
    )
    .select(['u.unitId', 'p.monthlyPricePence'])
    .where('u.siteId', '=', BATTERSEA)
    .where('u.unitSizeId', '=', ONE_BEDROOM_FLAT)
    .orderBy('u.unitNumber')
    .executeTakeFirst();
  if (!unit) return;
  // The 3-month contract's rent; the first month was paid when it was ordered.
  const monthlyPence = contractMonthlyPence(
    unit.monthlyPricePence,
    VSU_CONTRACT_DISCOUNTS[CONTRACT_MONTHS] ?? 0,
  );
  const { orderId } = await trx
    .insertInto('orders')
    .values({
      customerId: account.customerId,
      orderType: 'VSU',
      orderDate: new Date(dropOff.getTime() - 5 * DAY),
      serviceDate: isoDate(dropOff),
      numberOfItems: 1,
      status: 'Completed',
      totalPence: monthlyPence,
      isOrderEditable: false,
      isOrderCancellable: false,
      notificationPhone: null,
      basketId: null,
    })
    .returning('orderId')
    .executeTakeFirstOrThrow();
  const { lettingId } = await trx
    .insertInto('vsuLettings')
    .values({
      unitId: unit.unitId,
      customerId: account.customerId,
      orderId,
      basketId: null,
      contractMonths: CONTRACT_MONTHS,
      monthlyPricePence: unit.monthlyPricePence,
      dropOffDate: isoDate(dropOff),
      endDate: null,
      status: 'active',
      accessCode: '402719',
      createdAt: new Date(dropOff.getTime() - 5 * DAY),
    })
    .returning('lettingId')
    .executeTakeFirstOrThrow();
  // Our team's photos of what went into the unit, taken on the drop-off day.
  await trx
    .insertInto('vsuItemCheckPhotos')
    .values(
      [ITEM_CHECK_PHOTO_1, ITEM_CHECK_PHOTO_2].map((data) => ({
        lettingId,
        photoType: PhotoType.ItemCheckDriveUpStorage,
        mimeType: 'image/jpeg',
        imageData: new Uint8Array(Buffer.from(data, 'base64')),
        createdAt: dropOff,
      })),
    )
    .execute();
};
