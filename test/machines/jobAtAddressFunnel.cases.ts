import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, createActor, setup, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import { type Funnel, funnelStepPath } from '../../src/domain/funnels';
import type { Timeslot } from '../../src/domain/timeslots';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { SAVED_CARD as card } from '../fixtures/cards';

/*
 * A funnel of a job at one address (materials on their own, the packing service), as its
 * steps are run: what the customer chooses first (the kit's materials or packing step), where
 * (the kit's address step), when (the kit's timeslot step), then checkout. The kit's steps have
 * their own tests; here each is a stand-in that records what the funnel gives it and ends with
 * what the test says, so these tests are about the funnel: which step opens at which URL, what
 * each step is given, what the funnel keeps of each, and where Back, a sign-out and an order
 * placed leave it.
 */

export interface JobFunnelSpec {
  name: string;
  machine: AnyStateMachine;
  funnel: Funnel<string>;
  /** The first step's id ('materials', 'size'), run by the kit's `child`. */
  first: string;
  child: 'materialsStep' | 'packingStep';
  /** The first child's input for a signed-in customer with nothing chosen and no basket yet. */
  firstInput: Record<string, unknown>;
  /** The choice the first child tells or ends with (with the basket it opened, `BASKET`). */
  choice: Record<string, unknown>;
  /** A choice that is not enough to go on (nothing chosen yet). */
  noChoice: Record<string, unknown>;
  /** The timeslot step's order type. */
  orderType: string;
  persisted: (context: never) => Record<string, unknown>;
}

export const BASKET = 61;
const work: Address = { ...home, addressId: 13, addressLine1: '114 Essex Road' };
const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };

type Kit = 'first' | 'addressStep' | 'timeslotStep' | 'checkoutStep';

/** A kit step stand-in: records its input, and ends with `finish`'s output when told to. */
function standIn(id: string, inputs: unknown[]) {
  return setup({
    types: {
      context: {} as { output: unknown },
      events: {} as { type: 'test.finish'; output: unknown },
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      inputs.push(input);
      return { output: null };
    },
    initial: 'open',
    states: {
      open: {
        on: {
          'test.finish': {
            target: 'finished',
            actions: ({ context, event }) => {
              context.output = event.output;
            },
          },
        },
      },
      finished: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
}

export function jobAtAddressFunnelCases(spec: JobFunnelSpec) {
  function start(saved: Record<string, unknown> | null = null) {
    const inputs: Record<Kit, unknown[]> = {
      first: [],
      addressStep: [],
      timeslotStep: [],
      checkoutStep: [],
    };
    const navigate = vi.fn();
    const machine = spec.machine.provide({
      actors: {
        [spec.child]: standIn(spec.child, inputs.first),
        addressStep: standIn('addressStep', inputs.addressStep),
        timeslotStep: standIn('timeslotStep', inputs.timeslotStep),
        checkoutStep: standIn('checkoutStep', inputs.checkoutStep),
      },
      actions: {
        navigate: (_: unknown, params: { step: string }) =>
          navigate(funnelStepPath(spec.funnel, params.step)),
      },
    } as never);
    const actor = createActor(machine, { input: { saved } }).start();
    const finish = (kit: string, output: unknown) => {
      const step = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[kit];
      if (!step) throw new Error(`The funnel is not running its ${kit}`);
      step.send({ type: 'test.finish', output });
    };
    const url = (step: string) => funnelStepPath(spec.funnel, step);
    return { actor, inputs, navigate, finish, url };
  }

  const complete = {
    customerId: 7,
    basketId: BASKET,
    ...spec.choice,
    address: home,
    timeslot: monday,
  };

  describe(`${spec.name}: the funnel around the kit's steps`, () => {
    it('waits for the session, then walks each step at its URL, giving each kit step what it needs', async () => {
      const { actor, inputs, navigate, finish, url } = start();
      actor.send({ type: 'funnel.stepRequested', step: spec.first } as never);
      expect(navigate).toHaveBeenLastCalledWith(url(spec.first));
      // Before the session says who, nothing is opened (the basket is the customer's).
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(inputs.first).toEqual([]);
      actor.send({ type: 'funnel.signedIn', customerId: 7 } as never);
      expect(actor.getSnapshot().context.customerId).toBe(7);
      expect(inputs.first).toEqual([{ customerId: 7, basketId: null, ...spec.firstInput }]);

      finish(spec.child, { basketId: BASKET, ...spec.choice });
      expect(actor.getSnapshot().matches('address')).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url('address'));
      expect(actor.getSnapshot().context).toMatchObject({ basketId: BASKET, ...spec.choice });
      expect(inputs.addressStep).toEqual([{ customerId: 7, saved: null }]);

      finish('addressStep', { address: work, changed: true, inHouseCollection: null });
      expect(actor.getSnapshot().matches('date')).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url('date'));
      expect(actor.getSnapshot().context.address).toEqual(work);
      // Doorstep jobs never run on a Saturday (172).
      expect(inputs.timeslotStep).toEqual([
        { basketId: BASKET, orderType: spec.orderType, chosen: null, saturdays: false },
      ]);

      finish('timeslotStep', { timeslot: monday, fasd: monday.doorstepDate, timeslots: [monday] });
      expect(actor.getSnapshot().matches({ checkout: 'loading' })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url('checkout'));
      expect(actor.getSnapshot().context.timeslot).toEqual(monday);
      expect(inputs.checkoutStep).toEqual([{ customerId: 7, basketId: BASKET }]);
      // No saved card is offered before checkout has loaded the customer's own.
      expect(actor.getSnapshot().context.cards).toEqual([]);
      finish('checkoutStep', { cards: [card] });
      expect(actor.getSnapshot().matches({ checkout: 'ready' })).toBe(true);
      expect(actor.getSnapshot().context.cards).toEqual([card]);
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('keeps each change the first step tells, before Continue', () => {
      const { actor } = start({ customerId: 7 });
      actor.send({ type: 'funnel.stepRequested', step: spec.first } as never);
      actor.send({ type: `${spec.child}.changed`, basketId: BASKET, ...spec.choice } as never);
      expect(actor.getSnapshot().context).toMatchObject({ basketId: BASKET, ...spec.choice });
      expect(actor.getSnapshot().matches(spec.first)).toBe(true);
    });

    it('a later step asked for lands on the first step not done', () => {
      const nothing = start({ customerId: 7 });
      nothing.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(nothing.actor.getSnapshot().matches(spec.first)).toBe(true);

      // A basket with nothing chosen in it yet is not enough, nor a choice with no basket.
      const empty = start({ ...complete, ...spec.noChoice });
      empty.actor.send({ type: 'funnel.stepRequested', step: 'date' } as never);
      expect(empty.actor.getSnapshot().matches(spec.first)).toBe(true);
      const noBasket = start({ ...complete, basketId: null });
      noBasket.actor.send({ type: 'funnel.stepRequested', step: 'date' } as never);
      expect(noBasket.actor.getSnapshot().matches(spec.first)).toBe(true);

      const noAddress = start({ ...complete, address: null });
      noAddress.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(noAddress.actor.getSnapshot().matches('address')).toBe(true);

      const noTime = start({ ...complete, timeslot: null });
      noTime.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(noTime.actor.getSnapshot().matches('date')).toBe(true);

      const all = start(complete);
      all.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(all.actor.getSnapshot().matches('checkout')).toBe(true);
      // The step on screen asked for again stays, and its kit step is not started again.
      all.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(all.inputs.checkoutStep).toHaveLength(1);
    });

    it('each step asked for again stays, without starting its kit step again', () => {
      const { actor, inputs } = start(complete);
      for (const [step, kit] of [
        [spec.first, 'first'],
        ['address', 'addressStep'],
        ['date', 'timeslotStep'],
      ] as const) {
        actor.send({ type: 'funnel.stepRequested', step } as never);
        actor.send({ type: 'funnel.stepRequested', step } as never);
        expect(actor.getSnapshot().matches(step)).toBe(true);
        expect(inputs[kit]).toHaveLength(1);
      }
    });

    it('Back goes a step at a time, each at its URL, and gives each kit step what was chosen', () => {
      const { actor, inputs, navigate, url } = start(complete);
      actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      actor.send({ type: 'funnel.back' } as never);
      expect(actor.getSnapshot().matches('date')).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url('date'));
      expect(inputs.timeslotStep.at(-1)).toMatchObject({ chosen: monday });
      actor.send({ type: 'funnel.back' } as never);
      expect(actor.getSnapshot().matches('address')).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url('address'));
      expect(inputs.addressStep.at(-1)).toEqual({ customerId: 7, saved: home });
      actor.send({ type: 'funnel.back' } as never);
      expect(actor.getSnapshot().matches(spec.first)).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url(spec.first));
      expect(inputs.first.at(-1)).toMatchObject({
        customerId: 7,
        basketId: BASKET,
        ...spec.choice,
      });
      // The first step has no Back.
      actor.send({ type: 'funnel.back' } as never);
      expect(actor.getSnapshot().matches(spec.first)).toBe(true);
    });

    it('another address gives up the window held for the old one; the same keeps it', () => {
      const same = start(complete);
      same.actor.send({ type: 'funnel.stepRequested', step: 'address' } as never);
      same.finish('addressStep', { address: home, changed: false, inHouseCollection: null });
      expect(same.actor.getSnapshot().context.timeslot).toEqual(monday);

      const other = start(complete);
      other.actor.send({ type: 'funnel.stepRequested', step: 'address' } as never);
      other.finish('addressStep', { address: work, changed: true, inHouseCollection: null });
      expect(other.actor.getSnapshot().context).toMatchObject({ address: work, timeslot: null });
    });

    it('signing out forgets the funnel; an order placed starts afresh for the same customer', () => {
      const out = start(complete);
      out.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      out.actor.send({ type: 'funnel.signedOut' } as never);
      expect(out.actor.getSnapshot().value).toBe('unopened');
      expect(spec.persisted(out.actor.getSnapshot().context as never)).toEqual(
        spec.persisted(start().actor.getSnapshot().context as never),
      );

      const placed = start(complete);
      placed.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      placed.actor.send({ type: 'funnel.orderPlaced' } as never);
      expect(placed.actor.getSnapshot().value).toBe('placed');
      expect(placed.actor.getSnapshot().context).toMatchObject({
        customerId: 7,
        basketId: null,
        address: null,
        timeslot: null,
      });
      placed.actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      expect(placed.actor.getSnapshot().matches(spec.first)).toBe(true);
    });

    it('a sign-out before anyone signed in changes nothing', () => {
      const { actor } = start();
      actor.send({ type: 'funnel.stepRequested', step: spec.first } as never);
      actor.send({ type: 'funnel.signedOut' } as never);
      expect(actor.getSnapshot().matches(spec.first)).toBe(true);
    });

    it('keeps the customer, the basket, the choice, the address and the window between visits', async () => {
      const { actor, finish } = start(complete);
      actor.send({ type: 'funnel.stepRequested', step: 'checkout' } as never);
      finish('checkoutStep', { cards: [card] });
      await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
      // The cards are loaded again on the next visit.
      expect(spec.persisted(actor.getSnapshot().context as never)).toEqual(complete);
    });
  });
}
