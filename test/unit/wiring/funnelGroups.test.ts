// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionActor } from '../../../src/wiring/context';

const create = vi.hoisted(() => ({
  order: vi.fn(),
  returns: vi.fn(),
  collection: vi.fn(),
  driveUp: vi.fn(),
  moveOut: vi.fn(),
  materials: vi.fn(),
  packing: vi.fn(),
  shipping: vi.fn(),
}));
vi.mock('../../../src/wiring/orderFunnelActor', () => ({ createOrderActors: create.order }));
vi.mock('../../../src/wiring/returnFunnelActor', () => ({ createReturnActors: create.returns }));
vi.mock('../../../src/wiring/collectionFunnelActor', () => ({
  createCollectionActors: create.collection,
}));
vi.mock('../../../src/wiring/driveUpFunnelActor', () => ({ createDriveUpActors: create.driveUp }));
vi.mock('../../../src/wiring/moveOutFunnelActor', () => ({ createMoveOutActors: create.moveOut }));
vi.mock('../../../src/wiring/materialsFunnelActor', () => ({
  createMaterialsActors: create.materials,
}));
vi.mock('../../../src/wiring/packingFunnelActor', () => ({ createPackingActors: create.packing }));
vi.mock('../../../src/wiring/shippingFunnelActor', () => ({
  createShippingActors: create.shipping,
}));

const { lazyFunnelGroups } = await import('../../../src/wiring/funnelGroups');

const dependencies = { session: {} as SessionActor, navigate: vi.fn() };

describe("lazyFunnelGroups, each funnel's actors created when its pages are first entered", () => {
  beforeEach(() => {
    for (const [name, fn] of Object.entries(create)) {
      fn.mockReset();
      fn.mockImplementation(() => ({ name }));
    }
  });

  it('creates nothing until a funnel is entered', () => {
    lazyFunnelGroups(dependencies);
    for (const fn of Object.values(create)) expect(fn).not.toHaveBeenCalled();
  });

  it("each group creates its own funnel's actors, with the session and navigation", async () => {
    const groups = lazyFunnelGroups(dependencies);
    for (const name of Object.keys(create) as (keyof typeof create)[]) {
      await expect(groups[name]()).resolves.toEqual({ name });
      expect(create[name]).toHaveBeenCalledWith(dependencies);
    }
  });

  it('entering a funnel again shares the actors made the first time', async () => {
    const groups = lazyFunnelGroups(dependencies);
    const [first, second] = await Promise.all([groups.order(), groups.order()]);
    const third = await groups.order();
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(create.order).toHaveBeenCalledTimes(1);
    expect(create.returns).not.toHaveBeenCalled();
  });

  it('a load that failed (offline) is tried again on the next visit', async () => {
    create.packing.mockImplementationOnce(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const groups = lazyFunnelGroups(dependencies);
    await expect(groups.packing()).rejects.toThrow('Failed to fetch');
    await expect(groups.packing()).resolves.toEqual({ name: 'packing' });
    expect(create.packing).toHaveBeenCalledTimes(2);
  });
});
