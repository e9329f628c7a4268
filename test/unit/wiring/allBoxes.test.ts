// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Box, BoxesPage } from '../../../src/domain/boxes';

const listBoxes = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api/boxes', () => ({ listBoxes }));

const { allBoxes, jobBoxes } = await import('../../../src/wiring/returnFunnelCalls');

function box(boxId: number): Box {
  return {
    boxId,
    boxTypeId: 14,
    status: 'WithLoveSpace',
    serviceType: null,
    boxDescription: null,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
  };
}

/** A customer's `count` boxes served 50 a page, each page answered after `delayMs`. */
function serveBoxes(count: number, { delayMs = 0, shifted = false } = {}) {
  const boxes = Array.from({ length: count }, (_, index) => box(count - index));
  let running = 0;
  let mostAtOnce = 0;
  listBoxes.mockImplementation(async ({ page, size }: { page: number; size: number }) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    running -= 1;
    // A box booked meanwhile moves the rest up: page 2 then starts with page 1's last box.
    const start = (page - 1) * size - (shifted && page > 1 ? 1 : 0);
    const data: BoxesPage = {
      boxes: boxes.slice(start, start + size),
      page,
      size,
      total: count,
      nextCursor: null,
    };
    return { ok: true, data };
  });
  return { mostAtOnce: () => mostAtOnce };
}

describe('allBoxes, the box chooser of the return and collection funnels', () => {
  beforeEach(() => {
    listBoxes.mockReset();
  });

  it('lists every box, past the thousand the old chooser stopped at', async () => {
    serveBoxes(1_234);
    const boxes = await allBoxes(7, 'with-provider');
    expect(boxes).toHaveLength(1_234);
    expect(boxes[0]?.boxId).toBe(1_234);
    expect(listBoxes).toHaveBeenCalledTimes(25);
  });

  it('asks for the pages after the first a few at a time, not one after another', async () => {
    const server = serveBoxes(400, { delayMs: 5 });
    await allBoxes(7, 'with-provider');
    expect(server.mostAtOnce()).toBe(4);
  });

  it('lists a box once when it moved between pages while they were read', async () => {
    serveBoxes(120, { shifted: true });
    const ids = (await allBoxes(7, 'with-customer')).map((item) => item.boxId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks once for a customer with no boxes', async () => {
    serveBoxes(0);
    expect(await allBoxes(7, 'with-provider')).toEqual([]);
    expect(listBoxes).toHaveBeenCalledTimes(1);
  });
});

describe('jobBoxes, the boxes a return or collection starts with', () => {
  beforeEach(() => {
    listBoxes.mockReset();
    listBoxes.mockImplementation(async ({ ids }: { ids: number[] }) => ({
      ok: true,
      data: { boxes: ids.map(box), page: 1, size: ids.length, total: ids.length, nextCursor: null },
    }));
  });

  it('asks only for the boxes chosen in My stuff, by number, a page at a time', async () => {
    const chosen = Array.from({ length: 120 }, (_, index) => index + 1);
    const boxes = await jobBoxes(7, 'with-provider', chosen);
    expect(boxes.map((found) => found.boxId)).toEqual(chosen);
    expect(listBoxes.mock.calls.map(([params]) => params.ids.length)).toEqual([50, 50, 20]);
    expect(listBoxes).toHaveBeenCalledWith(
      expect.objectContaining({
        customerId: 7,
        filter: 'with-provider',
        ids: [1, 2, 3].concat(Array.from({ length: 47 }, (_, index) => index + 4)),
      }),
    );
  });

  it('lists every box on that side when none is chosen yet', async () => {
    serveBoxes(3);
    const boxes = await jobBoxes(7, 'with-customer', []);
    expect(boxes.map((found) => found.boxId)).toEqual([3, 2, 1]);
    expect(listBoxes).toHaveBeenCalledWith(expect.not.objectContaining({ ids: expect.anything() }));
  });
});
