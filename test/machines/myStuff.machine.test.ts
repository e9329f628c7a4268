import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type Box,
  type BoxesPage,
  type BoxStatus,
  matchesBoxSearch,
  selectedBoxIds,
  visibleBoxes,
} from '../../src/domain/boxes';
import { PAGE_SIZE } from '../../src/domain/constants';
import {
  type LoadPageInput,
  type MyStuffInput,
  myStuffMachine,
} from '../../src/machines/myStuff.machine';

function box(boxId: number, overrides: Partial<Box> = {}): Box {
  return {
    boxId,
    boxTypeId: 14,
    status: 'WithLoveSpace' as BoxStatus,
    serviceType: null,
    boxDescription: `Box ${boxId} things`,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
    ...overrides,
  };
}

/** A server holding these boxes per filter, answering pages of PAGE_SIZE. */
function server(byFilter: Partial<Record<LoadPageInput['filter'], Box[]>>) {
  return vi.fn(async ({ filter, page }: LoadPageInput): Promise<BoxesPage> => {
    const all = byFilter[filter] ?? [];
    return {
      boxes: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      page,
      size: PAGE_SIZE,
      total: all.length,
      // Where the next page starts, as the server's keyset cursor would say.
      nextCursor: page * PAGE_SIZE < all.length ? `after-page-${page}` : null,
    };
  });
}

function start(
  loadPage: (input: LoadPageInput) => Promise<BoxesPage>,
  input: Partial<MyStuffInput> = {},
) {
  const calls = {
    loadPage: vi.fn(loadPage),
    remember: vi.fn(),
    startReturn: vi.fn(),
    startCollection: vi.fn(),
  };
  const machine = myStuffMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => calls.loadPage(input)) },
    actions: {
      remember: (_, params) => calls.remember(params),
      startReturn: (_, params) => calls.startReturn(params),
      startCollection: (_, params) => calls.startCollection(params),
    },
  });
  const actor = createActor(machine, { input: { customerId: 7, ...input } }).start();
  return { actor, calls };
}

const ready = (state: { matches: (value: 'ready') => boolean }) => state.matches('ready');
const many = (count: number, from = 1) => Array.from({ length: count }, (_, i) => box(from + i));

describe('my stuff machine', () => {
  it('loads page 1 of the provider tab, 50 a page, and lists it', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(3), box(2)] }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, ready);
    expect(calls.loadPage).toHaveBeenCalledWith({
      customerId: 7,
      filter: 'with-provider',
      page: 1,
      after: null,
    });
    expect(actor.getSnapshot().context.boxes.map((b) => b.boxId)).toEqual([3, 2]);
    expect(actor.getSnapshot().context.boxes.every((b) => b.selected === false)).toBe(true);
  });

  it('leaves shipping boxes out of the provider tab', async () => {
    const { actor } = start(
      server({ 'with-provider': [box(1), box(2, { serviceType: 'ShippingService' })] }),
    );
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.boxes.map((b) => b.boxId)).toEqual([1]);
  });

  it('switching tab loads page 1 of the other filter, replacing the list and the selection', async () => {
    const { actor, calls } = start(
      server({
        'with-provider': [box(1)],
        'with-customer': [box(9, { status: 'WithCustomer' })],
      }),
    );
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 1 });
    actor.send({ type: 'myStuff.tabChanged', tab: 'withCustomer' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.boxes).toEqual([]);
    await waitFor(actor, ready);
    expect(calls.loadPage).toHaveBeenLastCalledWith({
      customerId: 7,
      filter: 'with-customer',
      page: 1,
      after: null,
    });
    expect(actor.getSnapshot().context.boxes.map((b) => b.boxId)).toEqual([9]);
    expect(calls.remember).toHaveBeenLastCalledWith({ tab: 'withCustomer', selected: [] });
  });

  it('a tab chosen while the other is loading wins over the late answer', async () => {
    const answers: Array<(page: BoxesPage) => void> = [];
    const { actor } = start((_input) => new Promise<BoxesPage>((resolve) => answers.push(resolve)));
    actor.send({ type: 'myStuff.tabChanged', tab: 'withCustomer' });
    expect(answers).toHaveLength(2);
    answers[1]?.({
      boxes: [box(9, { status: 'WithCustomer' })],
      page: 1,
      size: PAGE_SIZE,
      total: 1,
      nextCursor: null,
    });
    await waitFor(actor, ready);
    answers[0]?.({ boxes: [box(1)], page: 1, size: PAGE_SIZE, total: 1, nextCursor: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.boxes.map((b) => b.boxId)).toEqual([9]);
  });

  it('choosing the tab already shown loads nothing', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(1)] }));
    await waitFor(actor, ready);
    actor.send({ type: 'myStuff.tabChanged', tab: 'withProvider' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.loadPage).toHaveBeenCalledTimes(1);
  });

  it('later pages append, and load more stops when every box is in', async () => {
    const { actor, calls } = start(server({ 'with-provider': many(PAGE_SIZE + 2) }));
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.boxes).toHaveLength(PAGE_SIZE);
    actor.send({ type: 'myStuff.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.boxes).toHaveLength(PAGE_SIZE + 2);
    // Page 2 continues after page 1 (keyset), with the cursor page 1 came with.
    expect(calls.loadPage).toHaveBeenLastCalledWith({
      customerId: 7,
      filter: 'with-provider',
      page: 2,
      after: 'after-page-1',
    });
    actor.send({ type: 'myStuff.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.loadPage).toHaveBeenCalledTimes(2);
  });

  it('toggling flips only that box and remembers the selection', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(1), box(2)] }));
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 2 });
    expect(selectedBoxIds(actor.getSnapshot().context)).toEqual([2]);
    expect(calls.remember).toHaveBeenLastCalledWith({ tab: 'withProvider', selected: [2] });
    actor.send({ type: 'box.toggled', boxId: 2 });
    expect(selectedBoxIds(actor.getSnapshot().context)).toEqual([]);
  });

  it('a box that is not listed cannot be toggled', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(1)] }));
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 99 });
    expect(calls.remember).not.toHaveBeenCalled();
  });

  it('a box in another open order cannot be chosen', async () => {
    const booked = box(3, { openBooking: { kind: 'return', serviceDate: '2026-12-03' } });
    const { actor, calls } = start(server({ 'with-provider': [box(1), booked] }));
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 3 });
    expect(selectedBoxIds(actor.getSnapshot().context)).toEqual([]);
    expect(calls.remember).not.toHaveBeenCalled();
  });

  it('restores the tab and the selection kept from an earlier visit', async () => {
    const { actor, calls } = start(
      server({
        'with-customer': [box(4, { status: 'WithCustomer' }), box(5, { status: 'WithCustomer' })],
      }),
      { tab: 'withCustomer', selected: [5, 77] },
    );
    await waitFor(actor, ready);
    expect(calls.loadPage).toHaveBeenCalledWith({
      customerId: 7,
      filter: 'with-customer',
      page: 1,
      after: null,
    });
    expect(selectedBoxIds(actor.getSnapshot().context)).toEqual([5]);
  });

  it('return selected hands the selected box ids to the return funnel', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(1), box(2), box(3)] }));
    await waitFor(actor, ready);
    actor.send({ type: 'myStuff.returnRequested' });
    expect(calls.startReturn).not.toHaveBeenCalled();
    actor.send({ type: 'box.toggled', boxId: 1 });
    actor.send({ type: 'box.toggled', boxId: 3 });
    actor.send({ type: 'myStuff.returnRequested' });
    expect(calls.startReturn).toHaveBeenCalledWith({ boxIds: [1, 3] });
  });

  it('collect selected hands the selected box ids to the collection booking', async () => {
    const { actor, calls } = start(
      server({ 'with-customer': [box(8, { status: 'WithCustomer' })] }),
      { tab: 'withCustomer' },
    );
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 8 });
    actor.send({ type: 'myStuff.collectRequested' });
    expect(calls.startCollection).toHaveBeenCalledWith({ boxIds: [8] });
  });

  it('clearing the selection unselects every box', async () => {
    const { actor, calls } = start(server({ 'with-provider': [box(1), box(2)] }));
    await waitFor(actor, ready);
    actor.send({ type: 'box.toggled', boxId: 1 });
    actor.send({ type: 'myStuff.selectionCleared' });
    expect(selectedBoxIds(actor.getSnapshot().context)).toEqual([]);
    expect(calls.remember).toHaveBeenLastCalledWith({ tab: 'withProvider', selected: [] });
  });

  it('search filters loaded boxes by description and by box id', async () => {
    const { actor } = start(
      server({
        'with-provider': [
          box(1203, { boxDescription: 'Winter coats' }),
          box(44, { boxDescription: 'Books' }),
          box(45, { boxDescription: null }),
        ],
      }),
    );
    await waitFor(actor, ready);
    actor.send({ type: 'myStuff.searched', text: 'COATS' });
    expect(visibleBoxes(actor.getSnapshot().context).map((b) => b.boxId)).toEqual([1203]);
    actor.send({ type: 'myStuff.searched', text: '#44' });
    expect(visibleBoxes(actor.getSnapshot().context).map((b) => b.boxId)).toEqual([44]);
    actor.send({ type: 'myStuff.searched', text: '  ' });
    expect(visibleBoxes(actor.getSnapshot().context)).toHaveLength(3);
  });

  it('searching with more pages on the server loads them all first', async () => {
    const boxes = [...many(PAGE_SIZE * 2), box(999, { boxDescription: 'The lost teddy' })];
    const { actor, calls } = start(server({ 'with-provider': boxes }));
    await waitFor(actor, ready);
    actor.send({ type: 'myStuff.searched', text: 'teddy' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    await waitFor(actor, ready);
    expect(calls.loadPage).toHaveBeenCalledTimes(3);
    expect(visibleBoxes(actor.getSnapshot().context).map((b) => b.boxId)).toEqual([999]);
  });

  it('a failed first page shows the message and can be tried again', async () => {
    let fail = true;
    const { actor } = start(async (input) => {
      if (fail) throw new Error('Unknown error has occurred');
      return server({ 'with-provider': [box(1)] })(input);
    });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Unknown error has occurred');
    fail = false;
    actor.send({ type: 'myStuff.retry' });
    await waitFor(actor, ready);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.boxes).toHaveLength(1);
  });

  it('a failed later page keeps the list and shows the message until dismissed', async () => {
    const all = many(PAGE_SIZE + 1);
    const { actor } = start(async (input) => {
      if (input.page > 1) throw new Error('Something went wrong');
      return server({ 'with-provider': all })(input);
    });
    await waitFor(actor, ready);
    actor.send({ type: 'myStuff.searched', text: 'things' });
    await waitFor(actor, (state) => state.matches('ready') && state.context.error !== null);
    expect(actor.getSnapshot().context.boxes).toHaveLength(PAGE_SIZE);
    actor.send({ type: 'myStuff.errorDismissed' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a saved description updates the listed box, so search finds it', async () => {
    const { actor } = start(server({ 'with-provider': [box(1, { boxDescription: 'Books' })] }));
    await waitFor(actor, ready);
    actor.send({ type: 'box.described', boxId: 1, description: 'Board games' });
    actor.send({ type: 'myStuff.searched', text: 'board' });
    expect(visibleBoxes(actor.getSnapshot().context).map((b) => b.boxId)).toEqual([1]);
  });
});

describe('matchesBoxSearch', () => {
  it.each([
    ['', true],
    ['coat', true],
    ['Winter', true],
    ['12', true],
    ['#1203', true],
    ['1299', false],
    ['shoes', false],
  ])('%j against box 1203 "Winter coats" → %s', (text, expected) => {
    expect(matchesBoxSearch({ boxId: 1203, boxDescription: 'Winter coats' }, text)).toBe(expected);
  });
});
