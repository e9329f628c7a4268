import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ORDER_FUNNEL, RETURN_FUNNEL } from '../../../src/domain/funnels';
import { orderFunnelMachine } from '../../../src/machines/orderFunnel.machine';
import { returnFunnelMachine } from '../../../src/machines/returnFunnel.machine';
import { handOverChosenBoxes, projectFunnel } from '../../../src/wiring/funnelRoute';

/** What a beforeLoad threw: the redirect's href, or null when it let the page load. */
function redirectOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return (thrown.options as { href?: string }).href ?? null;
  }
}

const at = (pathname: string) => ({ pathname, searchStr: '' });

describe('a funnel route projects its machine', () => {
  it('sends a later step to the first step not done, and the machine goes there', () => {
    const funnel = createActor(orderFunnelMachine, { input: {} }).start();
    const href = redirectOf(() =>
      projectFunnel(ORDER_FUNNEL, funnel, { location: at('/apps/order/checkout'), preload: false }),
    );
    expect(href).toBe('/apps/order/pricing');
    expect(funnel.getSnapshot().matches('pricing')).toBe(true);
  });

  it('lets the step the machine goes to load, and keeps the search', () => {
    const funnel = createActor(orderFunnelMachine, { input: {} }).start();
    expect(
      redirectOf(() =>
        projectFunnel(ORDER_FUNNEL, funnel, {
          location: at('/apps/order/pricing'),
          preload: false,
        }),
      ),
    ).toBeNull();
    expect(funnel.getSnapshot().matches('pricing')).toBe(true);
    const later = { pathname: '/apps/order/checkout', searchStr: '?utm=mail' };
    expect(
      redirectOf(() => projectFunnel(ORDER_FUNNEL, funnel, { location: later, preload: false })),
    ).toBe('/apps/order/pricing?utm=mail');
  });

  it('asks the machine nothing on a preload', () => {
    const funnel = createActor(orderFunnelMachine, { input: {} }).start();
    expect(
      redirectOf(() =>
        projectFunnel(ORDER_FUNNEL, funnel, {
          location: at('/apps/order/checkout'),
          preload: true,
        }),
      ),
    ).toBeNull();
    expect(funnel.getSnapshot().matches('unopened')).toBe(true);
  });

  it('hands boxes chosen in My stuff to the funnel and drops them from the URL', () => {
    const funnel = createActor(returnFunnelMachine, { input: {} }).start();
    funnel.send({ type: 'funnel.signedIn', customerId: 7, email: 'a@b.test', phone: '' });
    const href = redirectOf(() =>
      handOverChosenBoxes(RETURN_FUNNEL, funnel, { boxIds: [3, 4], preload: false }),
    );
    expect(href).toBe('/apps/return/address');
    expect(funnel.getSnapshot().context.boxIds).toEqual([3, 4]);
    expect(
      redirectOf(() => handOverChosenBoxes(RETURN_FUNNEL, funnel, { boxIds: [], preload: false })),
    ).toBeNull();
  });
});
