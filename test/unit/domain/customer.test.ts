import { describe, expect, it } from 'vitest';
import {
  customerEditPayloadSchema,
  customerSchema,
  toEditPayload,
} from '../../../src/domain/customer';

describe('toEditPayload', () => {
  it('wraps each field as {value}', () => {
    expect(toEditPayload({ firstName: 'Sam', smsCommsEnabled: false })).toEqual({
      firstName: { value: 'Sam' },
      smsCommsEnabled: { value: false },
    });
  });

  it('sends phones in international form and keeps an emptied phone empty', () => {
    expect(toEditPayload({ mobilePhone: '07700 900123', dayTimePhone: '' })).toEqual({
      mobilePhone: { value: '+447700900123' },
      dayTimePhone: { value: '' },
    });
  });

  it('drops undefined and provider-only fields', () => {
    expect(toEditPayload({ lastName: undefined, debtStatus: 2, tieredPricing: true })).toEqual({});
    expect(toEditPayload({})).toEqual({});
  });

  it('produces what the server schema accepts', () => {
    const payload = toEditPayload({ email: 'sam@example.com', postcode: 'LS1 4AP' });
    expect(customerEditPayloadSchema.parse(payload)).toEqual(payload);
    expect(customerEditPayloadSchema.safeParse({ email: 'sam@example.com' }).success).toBe(false);
  });
});

describe('customerSchema', () => {
  const customer = {
    customerId: 1,
    joinedDate: '2024-05-01',
    email: 'demo@boxroom.test',
    firstName: 'Demo',
    lastName: 'Customer',
    postcode: 'LS1 4AP',
    dayTimePhone: '',
    eveningPhone: '',
    mobilePhone: '+447700900123',
    debtStatus: 0,
    smsCommsEnabled: true,
    emailCommsEnabled: true,
    tieredPricing: false,
  };

  it('parses a customer record', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
  });

  it.each([{ customerId: 0 }, { joinedDate: '01/05/2024' }, { email: 'x' }, { debtStatus: -1 }])(
    'rejects %j',
    (change) => {
      expect(customerSchema.safeParse({ ...customer, ...change }).success).toBe(false);
    },
  );
});
