import { describe, expect, it } from 'vitest';
import type { Box, BoxStatus } from '../../../src/domain/boxes';
import {
  BOX_STATUSES,
  boxImageUploadSchema,
  boxSchema,
  boxStatusLabel,
  boxUpdatePayloadSchema,
  hasBoxesWithProvider,
  isWithCustomer,
  isWithProvider,
  itemCheckImage,
  mergeBoxPage,
  openBookingText,
  PHOTO_TYPES,
  toggleBoxSelected,
  withCustomerList,
  withProviderList,
} from '../../../src/domain/boxes';

const WITH_PROVIDER: BoxStatus[] = [
  'InTransitToLoveSpace',
  'WithLoveSpaceHoldIn',
  'WithLoveSpace',
  'WithLoveSpaceDueOut',
  'WithLoveSpaceHoldOut',
  'InTransitToLoveSpaceFailedDelivery',
  'InTransitToLoveSpaceHeldAtDepot',
];
const WITH_CUSTOMER: BoxStatus[] = [
  'WithCustomer',
  'WithCustomerAwaitingPickup',
  'WithCustomerAssumedNotSent',
  'InTransitToCustomer',
];

describe('status groups', () => {
  it('knows all eleven statuses', () => {
    expect(BOX_STATUSES).toHaveLength(11);
    expect(new Set([...WITH_PROVIDER, ...WITH_CUSTOMER])).toEqual(new Set(BOX_STATUSES));
  });

  it.each(WITH_PROVIDER)('%s is with the provider', (status) => {
    expect(isWithProvider(status)).toBe(true);
    expect(isWithCustomer(status)).toBe(false);
  });

  it.each(WITH_CUSTOMER)('%s is with the customer', (status) => {
    expect(isWithCustomer(status)).toBe(true);
    expect(isWithProvider(status)).toBe(false);
  });

  it.each([null, undefined, '', 'withlovespace', 'Lost', 7])('%j is in neither group', (status) => {
    expect(isWithProvider(status)).toBe(false);
    expect(isWithCustomer(status)).toBe(false);
  });
});

describe('boxStatusLabel', () => {
  it('gives each status its own plain-words label without the provider name', () => {
    const labels = BOX_STATUSES.map(boxStatusLabel);
    expect(new Set(labels).size).toBe(BOX_STATUSES.length);
    for (const label of labels) expect(label).not.toMatch(/LoveSpace/);
    expect(boxStatusLabel('WithLoveSpace')).toBe('In storage');
    expect(boxStatusLabel('InTransitToCustomer')).toBe('On its way to you');
  });

  it.each([null, undefined, 'Nope', 'toString'])('%j reads Status unknown', (status) => {
    expect(boxStatusLabel(status)).toBe('Status unknown');
  });
});

function box(boxId: number, status: BoxStatus, serviceType: Box['serviceType'] = null): Box {
  return {
    boxId,
    boxTypeId: 48,
    status,
    serviceType,
    boxDescription: null,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
  };
}

describe('lists', () => {
  const boxes = [
    box(1, 'WithLoveSpace'),
    box(2, 'WithLoveSpace', 'ShippingService'),
    box(3, 'WithLoveSpaceDueOut', 'PackingService'),
    box(4, 'WithCustomer'),
    box(5, 'InTransitToCustomer', 'ShippingService'),
  ];

  it('leaves shipping boxes and boxes with the customer out of the with-provider list', () => {
    expect(withProviderList(boxes).map((b) => b.boxId)).toEqual([1, 3]);
  });

  it('lists boxes with the customer, less those waiting for the courier taking them abroad', () => {
    expect(withCustomerList(boxes).map((b) => b.boxId)).toEqual([4]);
  });

  it.each<[string, Box[], boolean]>([
    ['a stored box', boxes, true],
    ['only a shipping box', [box(2, 'WithLoveSpace', 'ShippingService')], false],
    ['only boxes at home', [box(4, 'WithCustomer')], false],
    ['no boxes', [], false],
  ])('with %s, hasBoxesWithProvider is %s', (_name, list, expected) => {
    expect(hasBoxesWithProvider(list)).toBe(expected);
  });

  it('toggles only the chosen box', () => {
    const selectable = boxes.map((b) => ({ ...b, selected: false }));
    const once = toggleBoxSelected(selectable, 3);
    expect(once.filter((b) => b.selected).map((b) => b.boxId)).toEqual([3]);
    expect(toggleBoxSelected(once, 3).some((b) => b.selected)).toBe(false);
  });

  it('replaces on page 1 and appends later pages without duplicates', () => {
    const first = mergeBoxPage([box(9, 'WithLoveSpace')], 1, [box(1, 'WithLoveSpace')]);
    expect(first.map((b) => b.boxId)).toEqual([1]);
    const second = mergeBoxPage(first, 2, [box(1, 'WithLoveSpace'), box(2, 'WithLoveSpace')]);
    expect(second.map((b) => b.boxId)).toEqual([1, 2]);
  });
});

describe('box schemas', () => {
  it('accepts an API box and rejects an unknown status', () => {
    expect(boxSchema.parse(box(1, 'WithLoveSpace')).status).toBe('WithLoveSpace');
    expect(boxSchema.safeParse({ ...box(1, 'WithLoveSpace'), status: 'Lost' }).success).toBe(false);
  });

  it('wraps the description edit as {value}', () => {
    expect(
      boxUpdatePayloadSchema.safeParse({ customerDescription: { value: 'Books' } }).success,
    ).toBe(true);
    expect(boxUpdatePayloadSchema.safeParse({ customerDescription: 'Books' }).success).toBe(false);
  });

  it('accepts image uploads of allowed types only', () => {
    expect(
      boxImageUploadSchema.safeParse({ imageData: 'aGk=', mimeType: 'image/png' }).success,
    ).toBe(true);
    expect(
      boxImageUploadSchema.safeParse({ imageData: 'aGk=', mimeType: 'application/pdf' }).success,
    ).toBe(false);
    expect(boxImageUploadSchema.safeParse({ imageData: '', mimeType: 'image/png' }).success).toBe(
      false,
    );
  });

  it('makes item-check images read-only jpegs with id 0', () => {
    expect(itemCheckImage('abc')).toEqual({
      boxImageId: 0,
      imageData: 'abc',
      mimeType: 'image/jpeg',
      readonly: true,
    });
  });

  it('names photo types 0 to 12', () => {
    expect(Object.keys(PHOTO_TYPES).map(Number)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(PHOTO_TYPES[6]).toBe('item check for by-the-box');
  });
});

describe('openBookingText', () => {
  it.each([
    [
      { kind: 'collection', serviceDate: '2026-12-03' },
      'Booked for collection on Thursday 3rd December',
    ],
    [{ kind: 'return', serviceDate: '2026-12-08' }, 'Booked for return on Tuesday 8th December'],
    [{ kind: 'collection', serviceDate: null }, 'Booked for collection'],
    [{ kind: 'shipping', serviceDate: '2026-12-04' }, 'Booked for shipping on Friday 4th December'],
    [{ kind: 'move-out', serviceDate: null }, 'Booked for move-out'],
  ] as const)('%o reads %s', (booking, text) => {
    expect(openBookingText(booking)).toBe(text);
  });
});
