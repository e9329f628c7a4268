import type { AnyEventObject } from 'xstate';
import {
  become,
  behind,
  checkoutLoaded,
  checkoutLoading,
  dataOf,
  doneOf,
  type FunnelKit,
  type FunnelModel,
  funnelOracle,
  isDone,
  waiting,
} from './kit';

/*
 * A job done at one address (docs/decisions.md, "The address step of a job at one address",
 * "Packing materials on their own", "The packing service"): what the job is, the address (the
 * kit's address step), the day (the kit's timeslot step), checkout.
 *
 * | step     | done when                                         | Back to  |
 * |----------|---------------------------------------------------|----------|
 * | (what)   | the job's basket is open and the choice is enough | —        |
 * | address  | an address saved                                  | (what)   |
 * | date     | a day and window saved                            | address  |
 * | checkout | never                                             | date     |
 *
 * The first step waits for the session (the address and card are the account's), then for the
 * kit's child that runs the choice (materials or packing step: it opens the basket, saves each
 * change at once for the server's running total and tells it, and ends on Continue once the
 * choice is enough; its own oracle says how). The funnel keeps each change the child tells,
 * so whether the step is done follows the screen. The address step ends with the
 * address and whether it changed; a changed address gives up a window held for the old one.
 */

export interface JobBasket<What> {
  customerId: number | null;
  hasBasket: boolean;
  what: What;
  address: boolean;
  timeslot: boolean;
}

export interface JobRules<What> {
  id: string;
  /** The funnel's URL (src/domain/funnels.ts writes the same by hand). */
  root: string;
  first: {
    id: string;
    /**
     * The kit's child that runs the choice (opens the basket, saves each change): the funnel
     * waits on it, takes each change it tells (`<child>.changed`) and what it ends with.
     */
    child: string;
    /** What the customer chose, from what the child tells or ends with. */
    chosen: (choice: Record<string, unknown>) => What;
    enough: (what: What) => boolean;
    label: string;
  };
  start: (saved: Record<string, unknown>) => What;
}

export function jobAtAddressOracle<What>(rules: JobRules<What>): FunnelKit<JobBasket<What>> {
  type Basket = JobBasket<What>;
  type Model = FunnelModel<Basket>;
  const { first } = rules;

  const start = (input: unknown): Basket => {
    const saved = ((input ?? {}) as { saved?: Record<string, unknown> | null }).saved ?? {};
    return {
      customerId: (saved.customerId as number | null | undefined) ?? null,
      hasBasket: saved.basketId != null,
      what: rules.start(saved),
      address: saved.address != null,
      timeslot: saved.timeslot != null,
    };
  };

  /** The first step, run by the kit's child: the funnel takes what it tells and ends with. */
  function firstOn(model: Model, event: AnyEventObject, kit: FunnelKit<Basket>): Model | undefined {
    const { basket, phase } = model;
    const take = (choice: Record<string, unknown>): Basket => ({
      ...basket,
      hasBasket: true,
      what: first.chosen(choice),
    });
    if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
      const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
      return become(model, behind('choosing', first.child), known);
    }
    if (event.type === `${first.child}.changed`)
      return phase.name === 'choosing' ? become(model, phase, take(event)) : model;
    const done = doneOf<Record<string, unknown>>(event, first.child);
    if (done) return kit.enter({ ...model, basket: take(done.output) }, 'address');
    return undefined;
  }

  return funnelOracle<Basket>({
    id: rules.id,
    start,
    isSignedIn: (basket) => basket.customerId !== null,
    signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
    afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
    missingForCheckout: (basket) => [
      ...(basket.customerId !== null ? [] : ['an account']),
      ...(basket.hasBasket && first.enough(basket.what) ? [] : [first.label]),
      ...(basket.address ? [] : ['an address']),
      ...(basket.timeslot ? [] : ['a day']),
    ],
    steps: [
      {
        id: first.id,
        url: `${rules.root}/${first.id}`,
        done: (basket) => basket.hasBasket && first.enough(basket.what),
        enter: (basket) =>
          basket.customerId === null ? waiting('identifying') : behind('choosing', first.child),
        on: firstOn,
      },
      {
        id: 'address',
        url: `${rules.root}/address`,
        done: (basket) => basket.address,
        back: first.id,
        enter: () => behind('choosing', 'addressStep'),
        on: (model, event, kit) => {
          const saved = doneOf<{ changed: boolean }>(event, 'addressStep');
          if (!saved) return undefined;
          const basket = {
            ...model.basket,
            address: true,
            timeslot: saved.output.changed ? false : model.basket.timeslot,
          };
          return kit.enter({ ...model, basket }, 'date');
        },
      },
      {
        id: 'date',
        url: `${rules.root}/date`,
        done: (basket) => basket.timeslot,
        back: 'address',
        enter: () => behind('choosing', 'timeslotStep'),
        on: (model, event, kit) =>
          isDone(event, 'timeslotStep')
            ? kit.enter({ ...model, basket: { ...model.basket, timeslot: true } }, 'checkout')
            : undefined,
      },
      {
        id: 'checkout',
        url: `${rules.root}/checkout`,
        done: () => false,
        back: 'date',
        enter: checkoutLoading,
        on: checkoutLoaded,
      },
    ],
  });
}

const itemsOf = (items: unknown): Record<string, number> =>
  Object.fromEntries(
    ((items ?? []) as { materialId: number; quantity: number }[]).map((item) => [
      String(item.materialId),
      item.quantity,
    ]),
  );

/** Packing materials on their own: none chosen to begin with, 0 to 99 of each. */
export const materialsFunnel = jobAtAddressOracle<Record<string, number>>({
  id: 'materialsFunnel',
  root: '/apps/materials',
  start: (saved) => itemsOf(saved.items),
  first: {
    id: 'materials',
    // The kit's materials step: the materials load, each change is saved and told (oracle
    // materialsStep.ts), Continue ends it with what is chosen.
    child: 'materialsStep',
    chosen: (choice) => itemsOf(choice.items),
    label: 'a material',
    enough: (items) => Object.values(items).some((quantity) => quantity > 0),
  },
});

/** Our packers on their own: rooms or boxes (one replaces the other), materials in or out. */
export const packingFunnel = jobAtAddressOracle<{ sized: boolean }>({
  id: 'packingFunnel',
  root: '/apps/packing',
  start: (saved) => {
    const size = (saved.packing ?? {}) as { rooms?: number | null; boxes?: number | null };
    return { sized: (size.rooms ?? 0) > 0 || (size.boxes ?? 0) > 0 };
  },
  first: {
    id: 'size',
    // The kit's packing step, the packers wanted and their window left to the date step
    // (oracle packingStep.ts).
    child: 'packingStep',
    chosen: (choice) => {
      const { rooms, boxes } = choice.packing as { rooms: number | null; boxes: number | null };
      return { sized: (rooms ?? 0) > 0 || (boxes ?? 0) > 0 };
    },
    label: 'rooms or boxes to pack',
    enough: (size) => size.sized,
  },
});
