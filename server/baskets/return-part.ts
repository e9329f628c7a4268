import type { ReturnBasket } from '../../src/domain/baskets.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { toInternationalPhone } from '../../src/domain/format.ts';
import { inArrears } from '../billing/agreements.ts';
import { londonDate } from '../calendar.ts';
import type { Db } from '../db/database.ts';
import { assertMoveOut } from '../drive-up/moveOut.ts';
import { HttpError } from '../http/errors.ts';
import type { ReturnUpdateBody } from './bodies.ts';
import { invalid, resolveAddress, storedTimeslot } from './fields.ts';
import type { OrderingSettings } from './settings.ts';
import { checkBoxes } from './stored-boxes.ts';

export async function nextReturn(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  basketId: number,
  current: ReturnBasket,
  body: ReturnUpdateBody,
): Promise<ReturnBasket> {
  const phone = body.notificationPhone;
  // Boxes chosen for a return while a monthly bill is in arrears: refused until it is paid.
  if (body.returnItems?.length && (await inArrears(trx, customerId))) {
    throw new HttpError(409, ErrorCode.AccountInArrears);
  }
  return {
    returnItems:
      body.returnItems !== undefined
        ? await checkBoxes(
            trx,
            customerId,
            body.returnItems.map((item) => item.boxId),
            'return',
            basketId,
          )
        : current.returnItems,
    address:
      body.address !== undefined
        ? await resolveAddress(trx, customerId, body.address)
        : current.address,
    notificationEmail:
      body.notificationEmail !== undefined ? body.notificationEmail : current.notificationEmail,
    notificationPhone:
      phone === undefined
        ? current.notificationPhone
        : phone === null || phone.trim() === ''
          ? null
          : toInternationalPhone(phone),
    roomReturn: body.roomReturn ?? current.roomReturn,
    floorDetails: body.floorDetails !== undefined ? body.floorDetails : current.floorDetails,
    returnReasonText:
      body.returnReasonText !== undefined ? body.returnReasonText : current.returnReasonText,
    timeslot: body.timeslot !== undefined ? storedTimeslot(body.timeslot) : current.timeslot,
    ...(await nextMoveOut(trx, settings, customerId, current, body)),
  };
}

/** A move-out of a drive-up unit: the customer's unit in use, on a day the notice allows. */
async function nextMoveOut(
  trx: Db,
  settings: OrderingSettings,
  customerId: number,
  current: ReturnBasket,
  body: ReturnUpdateBody,
): Promise<Pick<ReturnBasket, 'vsuLettingId' | 'moveOutDate'>> {
  const next = {
    vsuLettingId: body.vsuLettingId !== undefined ? body.vsuLettingId : current.vsuLettingId,
    moveOutDate: body.moveOutDate !== undefined ? body.moveOutDate : current.moveOutDate,
  };
  if (next.vsuLettingId === null) return { vsuLettingId: null, moveOutDate: null };
  const returnItems = body.returnItems ?? current.returnItems;
  if (returnItems.length > 0) {
    throw invalid('A move-out is ordered on its own, without boxes');
  }
  await assertMoveOut(
    trx,
    customerId,
    { vsuLettingId: next.vsuLettingId, moveOutDate: next.moveOutDate },
    londonDate(settings.now()),
  );
  return next;
}
