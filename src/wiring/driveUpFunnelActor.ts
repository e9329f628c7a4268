import { addDays } from 'date-fns';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { listCards } from '../api/cards';
import { getSitesNear, getSiteUnits, getSizeAvailability } from '../api/driveUp';
import { getInsurancePrices } from '../api/pricing';
import { formatIsoDate } from '../domain/dates';
import { DRIVE_UP_FUNNEL, funnelStepPath } from '../domain/funnels';
import {
  driveUpFunnelMachine,
  type PersistedDriveUpFunnel,
  persistedDriveUpFunnel,
} from '../machines/driveUpFunnel.machine';
import { type BasketActor, basketRequest } from './basketActor';
import { unwrapResult } from './callResult';
import type { CheckoutActor } from './checkoutActor';
import { checkoutStepFor } from './checkoutStepActor';
import {
  createFunnelParts,
  createKeptFunnel,
  type FunnelDependencies,
  readKept,
} from './funnelKit';
import { ensureBasket } from './returnFunnelCalls';
import { CUSTOMER_STATE_PREFIX } from './storedSession';

export type DriveUpFunnelActor = ActorRefFrom<typeof driveUpFunnelMachine>;

export const DRIVE_UP_FUNNEL_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}driveUpFunnel`;
export const DRIVE_UP_BASKET_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}driveUpBasket`;
export const DRIVE_UP_CHECKOUT_STORAGE_KEY = `${CUSTOMER_STATE_PREFIX}driveUpCheckout`;

/** Days ahead a drop-off can be booked, from tomorrow. */
export const DROP_OFF_DAYS = 60;

/** Tomorrow, the first day a unit can be dropped off at. */
function firstDropOffDay(): string {
  return formatIsoDate(addDays(new Date(), 1));
}

/** The drive-up funnel's calls: the catalogue, and its storage basket for the unit. */
export function createDriveUpFunnel({
  basket,
  navigate,
  storage = localStorage,
}: {
  basket: BasketActor;
  navigate: (href: string) => void;
  storage?: Storage;
}): DriveUpFunnelActor {
  const machine = driveUpFunnelMachine.provide({
    actors: {
      findSites: fromPromise(async ({ input }) => unwrapResult(await getSitesNear(input.postcode))),
      loadSizes: fromPromise(
        async ({ input }) =>
          unwrapResult(await getSiteUnits(input.siteId, firstDropOffDay())).sizes,
      ),
      loadDays: fromPromise(
        async ({ input }) =>
          unwrapResult(
            await getSizeAvailability(
              input.siteId,
              input.unitSizeId,
              firstDropOffDay(),
              DROP_OFF_DAYS,
            ),
          ).days,
      ),
      saveChoice: fromPromise(async ({ input }) => {
        const basketId = await ensureBasket(basket, input.customerId, 'btb');
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'storage',
          body: {
            dropOffType: 'driveUp',
            vsuContract: input.vsuContract,
            siteId: input.siteId,
            unitSizeId: input.unitSizeId,
            dropOffDate: input.dropOffDate,
          },
        });
        return { basketId };
      }),
      checkoutStep: checkoutStepFor(async (input) => {
        const [insurance, cards] = await Promise.all([
          getInsurancePrices(input.basketId),
          listCards(input.customerId),
        ]);
        return {
          insurancePrices: unwrapResult(insurance).insurancePrices,
          // Saved cards are a convenience: without them the customer can still enter one.
          cards: cards.ok ? cards.data : [],
        };
      }),
      saveCover: fromPromise(async ({ input }) => {
        await basketRequest(basket, {
          type: 'basket.updatePart',
          part: 'storage',
          body: {
            storageInsurance:
              input.coverageLimit === null ? null : { coverageLimit: input.coverageLimit },
          },
        });
      }),
    },
    actions: { navigate: (_, { step }) => navigate(funnelStepPath(DRIVE_UP_FUNNEL, step)) },
  });
  return createKeptFunnel(machine, {
    id: 'driveUpFunnel',
    input: { saved: readKept<PersistedDriveUpFunnel>(storage, DRIVE_UP_FUNNEL_STORAGE_KEY) },
    storage,
    key: DRIVE_UP_FUNNEL_STORAGE_KEY,
    kept: persistedDriveUpFunnel,
  });
}

export interface DriveUpActors {
  driveUpFunnel: DriveUpFunnelActor;
  driveUpCheckout: CheckoutActor;
  /** The unit's basket: its quote is the price the checkout shows. */
  driveUpBasket: BasketActor;
}

/** The drive-up funnel with a basket and a checkout of its own, following the session. */
export function createDriveUpActors(dependencies: FunnelDependencies): DriveUpActors {
  const { navigate, storage = localStorage } = dependencies;
  const { funnel, basket, checkout } = createFunnelParts(dependencies, {
    basket: { storageKey: DRIVE_UP_BASKET_STORAGE_KEY, id: 'driveUpBasket' },
    checkout: { storageKey: DRIVE_UP_CHECKOUT_STORAGE_KEY, id: 'driveUpCheckout' },
    createFunnel: (basket) => createDriveUpFunnel({ basket, navigate, storage }),
  });
  return { driveUpFunnel: funnel, driveUpCheckout: checkout, driveUpBasket: basket };
}
