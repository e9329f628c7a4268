import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { kept, restored } from '../../src/machines/funnelKit';
import {
  persistedReturnFunnel,
  returnFunnelMachine,
} from '../../src/machines/returnFunnel.machine';

describe('the funnel kit: what a funnel keeps between visits', () => {
  const KEPT = ['customerId', 'items'] as const;
  interface Context {
    customerId: number | null;
    items: string[];
    catalogue: string[];
  }
  const fresh = (): Context => ({ customerId: null, items: [], catalogue: [] });

  it('keeps only the fields named', () => {
    expect(kept({ customerId: 7, items: ['tape'], catalogue: ['box'] }, KEPT)).toEqual({
      customerId: 7,
      items: ['tape'],
    });
  });

  it('starts from what was kept, and fresh where nothing (or null) was kept', () => {
    expect(restored<Context>({ customerId: 7, items: ['tape'] }, KEPT, fresh())).toEqual({
      customerId: 7,
      items: ['tape'],
      catalogue: [],
    });
    expect(restored<Context>({ customerId: null }, KEPT, fresh())).toEqual(fresh());
    expect(restored<Context>(null, KEPT, fresh())).toEqual(fresh());
  });

  it('never takes a field it was not told to keep', () => {
    const saved = { customerId: 7, catalogue: ['stale'] } as Partial<Context>;
    expect(restored<Context>(saved, KEPT, fresh()).catalogue).toEqual([]);
  });
});

describe('the funnel kit: the next order', () => {
  it('starts afresh but for the customer and the fields the funnel keeps for it', () => {
    const actor = createActor(returnFunnelMachine, {
      input: { saved: { customerId: 7, boxIds: [1, 2], roomReturn: true } },
    }).start();
    actor.send({ type: 'funnel.signedIn', customerId: 7, email: 'a@b.uk', phone: '07700900000' });
    actor.send({ type: 'funnel.orderPlaced' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(context).toMatchObject({
      customerId: 7,
      customerEmail: 'a@b.uk',
      customerPhone: '07700900000',
      boxIds: [],
      roomReturn: false,
    });
    expect(persistedReturnFunnel(context)).not.toHaveProperty('customerEmail');
  });
});
