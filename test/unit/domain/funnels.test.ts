import { describe, expect, it } from 'vitest';
import {
  COLLECTION_FUNNEL,
  DRIVE_UP_FUNNEL,
  type Funnel,
  funnelLanding,
  funnelStepAt,
  funnelStepIndex,
  funnelStepLabel,
  funnelStepPath,
  MATERIALS_FUNNEL,
  MOVE_OUT_FUNNEL,
  ORDER_FUNNEL,
  PACKING_FUNNEL,
  RETURN_FUNNEL,
  SHIPPING_FUNNEL,
  SHIPPING_FUNNELS,
} from '../../../src/domain/funnels';

// The step URLs of SPEC.md 2 in the order docs/decisions.md gives them ("Step order"), and
// the funnels decisions.md adds, with the packers' step of a box order. Each step is named by
// its machine state, as the machines ask for it.
const STEP_URLS: [Funnel, [string, string][]][] = [
  [
    ORDER_FUNNEL,
    [
      ['pricing', '/apps/order/pricing'],
      ['collectionAddress', '/apps/order/collection/address'],
      ['collectionTimeslot', '/apps/order/collection/timeslot'],
      ['materialsSelection', '/apps/order/materials/selection'],
      ['packing', '/apps/order/packing'],
      ['checkout', '/apps/order/checkout'],
    ],
  ],
  [
    RETURN_FUNNEL,
    [
      ['address', '/apps/return/address'],
      ['timeslot', '/apps/return/timeslot'],
      ['contact', '/apps/return/contact'],
      ['summary', '/apps/return/summary'],
      ['checkout', '/apps/return/checkout'],
    ],
  ],
  [
    COLLECTION_FUNNEL,
    [
      ['address', '/apps/collect/address'],
      ['timeslot', '/apps/collect/timeslot'],
      ['checkout', '/apps/collect/checkout'],
    ],
  ],
  [
    DRIVE_UP_FUNNEL,
    [
      ['location', '/apps/drive-up/location'],
      ['unit', '/apps/drive-up/unit'],
      ['date', '/apps/drive-up/date'],
      ['checkout', '/apps/drive-up/checkout'],
    ],
  ],
  [
    MOVE_OUT_FUNNEL,
    [
      ['day', '/apps/move-out/day'],
      ['checkout', '/apps/move-out/checkout'],
    ],
  ],
  [
    MATERIALS_FUNNEL,
    [
      ['materials', '/apps/materials/materials'],
      ['address', '/apps/materials/address'],
      ['date', '/apps/materials/date'],
      ['checkout', '/apps/materials/checkout'],
    ],
  ],
  [
    PACKING_FUNNEL,
    [
      ['size', '/apps/packing/size'],
      ['address', '/apps/packing/address'],
      ['date', '/apps/packing/date'],
      ['checkout', '/apps/packing/checkout'],
    ],
  ],
  [
    SHIPPING_FUNNELS.storage,
    [
      ['destination', '/apps/shipping/destination'],
      ['customs', '/apps/shipping/customs'],
      ['dispatch', '/apps/shipping/dispatch'],
      ['checkout', '/apps/shipping/checkout'],
    ],
  ],
  [
    SHIPPING_FUNNELS.home,
    [
      ['items', '/apps/shipping/items'],
      ['destination', '/apps/shipping/destination'],
      ['customs', '/apps/shipping/customs'],
      ['address', '/apps/shipping/collection/address'],
      ['collectionTime', '/apps/shipping/collection/time'],
      ['checkout', '/apps/shipping/checkout'],
    ],
  ],
];

describe('funnels', () => {
  it.each(STEP_URLS.map(([funnel, expected]) => ({ first: expected[0]?.[1], funnel, expected })))(
    'the funnel starting at $first has its steps at the URLs the spec gives, in order, read back with a trailing slash too',
    ({ funnel, expected }) => {
      expect(funnel.steps.map((step) => step.id)).toEqual(expected.map(([id]) => id));
      for (const [id, url] of expected) {
        expect(funnelStepPath(funnel, id)).toBe(url);
        expect(funnelStepAt(funnel, url)).toBe(id);
        expect(funnelStepAt(funnel, `${url}/`)).toBe(id);
        expect(funnelStepAt(funnel, `${url}//`)).toBe(id);
      }
    },
  );

  it('gives every funnel its id, a heading, and every step a label of its own', () => {
    const funnels = [
      ORDER_FUNNEL,
      RETURN_FUNNEL,
      COLLECTION_FUNNEL,
      DRIVE_UP_FUNNEL,
      MOVE_OUT_FUNNEL,
      MATERIALS_FUNNEL,
      PACKING_FUNNEL,
      SHIPPING_FUNNEL,
    ] as Funnel[];
    expect(funnels.map((funnel) => funnel.id)).toEqual([
      'orderFunnel',
      'returnFunnel',
      'collectionFunnel',
      'driveUpFunnel',
      'moveOutFunnel',
      'materialsFunnel',
      'packingFunnel',
      'shippingFunnel',
    ]);
    const titles = funnels.map((funnel) => funnel.title);
    expect(new Set(titles).size).toBe(funnels.length);
    for (const funnel of funnels) {
      expect(funnel.title).toMatch(/^[A-Z][a-z]+ [a-z]/);
      const labels = funnel.steps.map((step) => funnelStepLabel(funnel, step.id));
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label).toMatch(/^[A-Z][a-z-]+( [a-z]+)*$/);
    }
    // The labels the progress bar and its screen-reader heading read (decisions.md).
    expect(funnelStepLabel(ORDER_FUNNEL, 'collectionAddress')).toBe('Collection address');
    expect(funnelStepLabel(ORDER_FUNNEL, 'checkout')).toBe('Checkout');
  });

  it("a step the funnel does not have is named as it is, and its URL is the first step's", () => {
    expect(funnelStepLabel(RETURN_FUNNEL, 'nowhere' as never)).toBe('nowhere');
    expect(funnelStepPath(RETURN_FUNNEL, 'nowhere' as never)).toBe('/apps/return/address');
    expect(funnelStepPath({ ...RETURN_FUNNEL, steps: [] }, 'address')).toBe('/apps/return/');
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
