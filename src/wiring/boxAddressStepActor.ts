import { type ActorRefFrom, fromPromise } from 'xstate';
import { listAddresses } from '../api/addresses';
import { getLongDistanceSurcharge, getRoomReturnPrice } from '../api/pricing';
import { getReturnCities } from '../api/support';
import type { BoxJob } from '../domain/returns';
import { boxAddressStepMachine } from '../machines/boxAddressStep.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import { ensureBasket, jobBoxes, savedAddress } from './returnFunnelCalls';

/** Where each box job's basket and boxes are: its basket part, and the side its boxes are on. */
const JOBS = {
  return: { part: 'return', items: 'returnItems', filter: 'with-provider' },
  collection: { part: 'collection', items: 'collectionItems', filter: 'with-customer' },
} as const;

/**
 * The kit's box address step as a box job runs it (a return, a collection): the job's basket
 * opened, the boxes on its side and the saved addresses listed (a return adds its room return
 * price and the cities it delivers from), and each choice put on the basket part, with `extra`
 * (what the job always sends, such as a collection at the door).
 */
export function boxAddressStepFor(
  basket: BasketActor,
  job: BoxJob,
  extra: Record<string, unknown> = {},
) {
  const { part, items, filter } = JOBS[job];
  const put = (body: Record<string, unknown>) =>
    basketRequest(basket, { type: 'basket.updatePart', part, body: { ...body, ...extra } });
  const itemsOf = (boxIds: number[]) => ({ [items]: boxIds.map((boxId) => ({ boxId })) });
  const surcharge = async (basketId: number, destination: string | number) =>
    unwrapResult(await getLongDistanceSurcharge(basketId, destination)).longDistanceSurcharge;

  return boxAddressStepMachine.provide({
    actors: {
      loadStep: fromPromise(async ({ input }) => {
        const basketId = await ensureBasket(basket, input.customerId, job);
        const [boxes, addresses, returnExtras] = await Promise.all([
          jobBoxes(input.customerId, filter, input.boxIds),
          listAddresses(input.customerId),
          job === 'return' ? Promise.all([getRoomReturnPrice(), getReturnCities()]) : null,
        ]);
        return {
          basketId,
          boxes,
          // Without the saved addresses the customer can still look one up or type it.
          addresses: addresses.ok ? addresses.data : [],
          ...(returnExtras && {
            roomReturnPrice: unwrapResult(returnExtras[0]).roomReturnPrice,
            returnCities: returnExtras[1].ok ? returnExtras[1].data : [],
          }),
        };
      }),
      saveItems: fromPromise(async ({ input }) => {
        await put(itemsOf(input.boxIds));
      }),
      saveRoomReturn: fromPromise(async ({ input }) => {
        await put({ roomReturn: input.roomReturn });
      }),
      quoteSurcharge: fromPromise(({ input }) => surcharge(input.basketId, input.destination)),
      saveAddress: fromPromise(async ({ input }) => {
        const address = await savedAddress(input.customerId, input.address);
        await put({
          ...itemsOf(input.boxIds),
          address,
          ...(job === 'return' && {
            roomReturn: input.roomReturn,
            floorDetails: input.floorDetails,
          }),
          ...(input.clearTimeslot ? { timeslot: null } : {}),
        });
        if (job !== 'return') return { address };
        return {
          address,
          longDistanceSurcharge: await surcharge(input.basketId, address.addressId),
        };
      }),
    },
  });
}

export type BoxAddressStepActor = ActorRefFrom<typeof boxAddressStepMachine>;
