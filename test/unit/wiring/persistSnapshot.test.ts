// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { persistSnapshot } from '../../../src/wiring/persistSnapshot';

interface FunnelContext {
  step: string;
  boxes: number;
  busy: boolean;
}

/** An actor whose snapshots the test emits by hand. */
function fakeActor() {
  const listeners: ((snapshot: { context: FunnelContext }) => void)[] = [];
  return {
    subscribe(listener: (snapshot: { context: FunnelContext }) => void) {
      listeners.push(listener);
    },
    emit(context: FunnelContext) {
      for (const listener of listeners) listener({ context });
    },
  };
}

function storageSpy() {
  const items = new Map<string, string>();
  const setItem = vi.fn((key: string, value: string) => void items.set(key, value));
  return { storage: { setItem } as unknown as Storage, setItem, items };
}

describe('persistSnapshot, what a funnel keeps for a reload', () => {
  it('writes what is kept under the key, as JSON a reload can read', () => {
    const actor = fakeActor();
    const { storage, items } = storageSpy();
    persistSnapshot(actor, storage, 'boxroom.state.orderFunnel', ({ step, boxes }) => ({
      step,
      boxes,
    }));

    actor.emit({ step: 'choosing', boxes: 3, busy: false });

    expect(JSON.parse(items.get('boxroom.state.orderFunnel')!)).toEqual({
      step: 'choosing',
      boxes: 3,
    });
  });

  it('does not write again when only what is not kept changed', () => {
    const actor = fakeActor();
    const { storage, setItem } = storageSpy();
    persistSnapshot(actor, storage, 'k', ({ step, boxes }) => ({ step, boxes }));

    actor.emit({ step: 'choosing', boxes: 3, busy: false });
    actor.emit({ step: 'choosing', boxes: 3, busy: true });
    actor.emit({ step: 'choosing', boxes: 3, busy: false });

    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('writes the latest kept value each time it changes', () => {
    const actor = fakeActor();
    const { storage, setItem, items } = storageSpy();
    persistSnapshot(actor, storage, 'k', ({ boxes }) => ({ boxes }));

    actor.emit({ step: 'choosing', boxes: 3, busy: false });
    actor.emit({ step: 'choosing', boxes: 4, busy: false });
    actor.emit({ step: 'address', boxes: 4, busy: false });

    expect(setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(items.get('k')!)).toEqual({ boxes: 4 });
  });
});
