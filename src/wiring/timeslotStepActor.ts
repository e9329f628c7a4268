import { type ActorRefFrom, fromPromise } from 'xstate';
import { getFirstAvailableServiceDate, getNextTimeslots } from '../api/timeslots';
import type { Timeslot, TimeslotOrderType } from '../domain/timeslots';
import { timeslotStepMachine } from '../machines/timeslotStep.machine';
import { unwrapResult } from './callResult';

/** Days of timeslots a funnel offers from the first available service date. */
export const TIMESLOT_DAYS = 14;

async function firstAvailableDate(
  orderType: TimeslotOrderType,
  basketId: number,
  materialsDeliveryDate: string | null,
): Promise<string> {
  const { firstAvailableServiceDate } = unwrapResult(
    await getFirstAvailableServiceDate({
      orderType,
      basketId,
      containsFurniture: false,
      materialsDeliveryDate,
    }),
  );
  return firstAvailableServiceDate;
}

/** A funnel's times: from its first available service date, for `TIMESLOT_DAYS` days. */
export async function loadFunnelTimeslots({
  basketId,
  orderType,
}: {
  basketId: number;
  orderType: TimeslotOrderType;
}): Promise<{ fasd: string; timeslots: Timeslot[] }> {
  // Packing materials come before a first collection, and the materials step (after this one)
  // nearly always adds some: a storage order's collections start after the first delivery day.
  const materialsDate =
    orderType === 'BTB' ? await firstAvailableDate('BTB_MATERIALS', basketId, null) : null;
  const fasd = await firstAvailableDate(orderType, basketId, materialsDate);
  const timeslots = unwrapResult(
    await getNextTimeslots({ orderType, basketId, date: fasd, numberOfDays: TIMESLOT_DAYS }),
  );
  return { fasd, timeslots };
}

/** The kit's timeslot step as a funnel runs it: its times loaded, the slot put by `save`. */
export function timeslotStepFor(save: (timeslot: Timeslot) => Promise<void>) {
  return timeslotStepMachine.provide({
    actors: {
      loadTimeslots: fromPromise(({ input }) => loadFunnelTimeslots(input)),
      saveTimeslot: fromPromise(({ input }) => save(input.timeslot)),
    },
  });
}

export type TimeslotStepActor = ActorRefFrom<typeof timeslotStepMachine>;
