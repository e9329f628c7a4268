import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { events as boxEvents, inputs as boxInputs } from './boxAddressStep.events';
import { events as orderEvents, inputs as orderInputs } from './orderFunnel.events';
import { startReplay } from './replay';
import { appWiring } from './wiring';

/*
 * Where a machine departed from the product's rules: found by the oracle, reported, and fixed
 * in the machine. Each test states the rule on the shortest replay that shows it. A new
 * deviation is listed in the oracle's deviations and its test written as `it.fails` until the
 * machine follows the rule; then the entry goes and `it.fails` becomes `it`.
 */

const wiring = await appWiring();

function eventOf(events: readonly AnyEventObject[], type: string, extra: object = {}) {
  const found = events.find(
    (event) =>
      event.type === type &&
      Object.entries(extra).every(
        ([key, value]) =>
          JSON.stringify((event as Record<string, unknown>)[key]) === JSON.stringify(value),
      ),
  );
  if (!found) throw new Error(`No ${type} among the path events`);
  return found;
}

const step = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys(value as object)[0];

describe('order funnel', () => {
  const order = (type: string, extra: object = {}) => eventOf(orderEvents, type, extra);

  it('pricing needs at least one box: Continue with none stays on pricing', async () => {
    const replay = startReplay(wiring.orderFunnel as never, orderInputs[0]);
    await replay.send(order('funnel.stepRequested', { step: 'pricing' }));
    await replay.send(order('funnel.signedIn'));
    await replay.send(order('xstate.done.actor.loadPrices'));
    await replay.send(order('funnel.next'));
    expect(step(replay.value())).toBe('pricing');
  });

  it('saving the same collection address again keeps the collection time chosen', async () => {
    const address = orderInputs[2]?.saved?.address;
    const replay = startReplay(wiring.orderFunnel as never, orderInputs[2]);
    await replay.send(order('funnel.stepRequested', { step: 'collectionAddress' }));
    await replay.send({ type: 'xstate.done.actor.saveStorage', output: { basketId: 41 } });
    await replay.send({
      type: 'xstate.done.actor.addressStep',
      output: { address, changed: false, inHouseCollection: false },
    });
    expect(step(replay.value())).toBe('collectionTimeslot');
    // The time is still chosen, so the materials step can be opened again.
    await replay.send(order('funnel.stepRequested', { step: 'materialsSelection' }));
    expect(step(replay.value())).toBe('materialsSelection');
  });
});

describe('box address step (a return)', () => {
  const back = (type: string, extra: object = {}) => eventOf(boxEvents, type, extra);

  it('a box ticked while the delivery charge is checked is ticked (and saved)', async () => {
    const replay = startReplay(wiring.boxAddressStep as never, boxInputs[1]);
    await replay.send(back('xstate.done.actor.loadStep'));
    await replay.send(back('xstate.done.actor.saveItems'));
    // The saved address's charge is being checked: the step is not busy, the boxes are live.
    expect(replay.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(Object.keys(replay.actor.getSnapshot().children)).toEqual(['quoteSurcharge']);
    await replay.send({ type: 'boxes.toggled', boxId: 2 });
    expect(replay.actor.getSnapshot().context.boxIds).toEqual([1, 2]);
  });
});
