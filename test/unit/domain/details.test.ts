import { describe, expect, it } from 'vitest';
import { CUSTOMER_EDITABLE_FIELDS, customerEditPayloadSchema } from '../../../src/domain/customer';
import {
  DETAILS_FIELD_NAMES,
  DETAILS_FIELDS,
  detailsProblems,
  tidyDetails,
} from '../../../src/domain/details';

const values = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  postcode: 'sw47ab',
  dayTimePhone: '020 7946 0123',
  eveningPhone: '',
  mobilePhone: '07700 900123',
  emailCommsEnabled: true,
  smsCommsEnabled: false,
};

describe('My details fields, defined once', () => {
  it('the edit payload accepts exactly the fields of the table (and the current password)', () => {
    expect(Object.keys(customerEditPayloadSchema.shape).sort()).toEqual(
      [...DETAILS_FIELD_NAMES, 'currentPassword'].sort(),
    );
    expect(CUSTOMER_EDITABLE_FIELDS).toEqual(DETAILS_FIELD_NAMES);
    const payload = Object.fromEntries(
      DETAILS_FIELD_NAMES.map((field) => [field, { value: tidyDetails(values)[field] }]),
    );
    expect(customerEditPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('every field has its own control id', () => {
    const ids = DETAILS_FIELD_NAMES.map((field) => DETAILS_FIELDS[field].id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tidies each field as it is stored', () => {
    expect(tidyDetails(values)).toEqual({
      ...values,
      firstName: 'Ada',
      email: 'ada@example.com',
      postcode: 'SW4 7AB',
      dayTimePhone: '+442079460123',
      mobilePhone: '+447700900123',
    });
  });

  it('checks each text field with its own words', () => {
    expect(
      detailsProblems({ ...values, firstName: ' ', email: 'ada', mobilePhone: 'call me' }),
    ).toEqual({
      firstName: 'Enter your first name',
      email: 'Enter an email address in the correct format, like name@example.com',
      mobilePhone: expect.stringMatching(/mobile phone number/),
    });
  });
});
