import { describe, expect, it } from 'vitest';
import {
  COLLECTION_FUNNEL,
  funnelLanding,
  funnelStepAt,
  funnelStepIndex,
  funnelStepPath,
  ORDER_FUNNEL,
  RETURN_FUNNEL,
} from '../../../src/domain/funnels';

describe('funnels', () => {
  it('maps each step to its URL and back', () => {
    for (const funnel of [ORDER_FUNNEL, RETURN_FUNNEL, COLLECTION_FUNNEL]) {
      for (const step of funnel.steps) {
        const path = funnelStepPath(funnel, step.id);
        expect(path.startsWith(`${funnel.root}/`)).toBe(true);
        expect(funnelStepAt(funnel, path)).toBe(step.id);
        expect(funnelStepAt(funnel, `${path}/`)).toBe(step.id);
      }
    }
    expect(funnelStepPath(ORDER_FUNNEL, 'collectionAddress')).toBe(
      '/apps/order/collection/address',
    );
  });

  it('names no step for a URL outside the funnel or unknown to it', () => {
    expect(funnelStepAt(ORDER_FUNNEL, '/apps/order/unknown')).toBeNull();
    expect(funnelStepAt(RETURN_FUNNEL, '/apps/order/checkout')).toBeNull();
    expect(funnelStepAt(COLLECTION_FUNNEL, '/apps/return/checkout')).toBeNull();
    expect(funnelStepAt(RETURN_FUNNEL, '/apps/return')).toBeNull();
  });

  it('lands on the requested step, or on the first step before it not yet done', () => {
    const done = new Set(['address']);
    const isDone = (step: string) => done.has(step);
    expect(funnelLanding(RETURN_FUNNEL, isDone, 'address')).toBe('address');
    expect(funnelLanding(RETURN_FUNNEL, isDone, 'timeslot')).toBe('timeslot');
    expect(funnelLanding(RETURN_FUNNEL, isDone, 'checkout')).toBe('timeslot');
    expect(funnelLanding(RETURN_FUNNEL, () => true, 'checkout')).toBe('checkout');
  });

  it('numbers the steps for the progress bar', () => {
    expect(funnelStepIndex(ORDER_FUNNEL, 'pricing')).toBe(0);
    expect(funnelStepIndex(ORDER_FUNNEL, 'checkout')).toBe(5);
    expect(funnelStepIndex(ORDER_FUNNEL, null)).toBe(-1);
  });
});
