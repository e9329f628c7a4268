import type { Customer } from '../../src/domain/customer';
import { detailsValuesOf } from '../../src/domain/details';
import type { DetailsValues } from '../../src/machines/myDetails.machine';

const customer: Customer = {
  customerId: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  postcode: 'SW1A 1AA',
  dayTimePhone: '+442079460123',
  eveningPhone: '',
  mobilePhone: '+447700900123',
  debtStatus: 0,
  smsCommsEnabled: false,
  emailCommsEnabled: true,
  tieredPricing: false,
  joinedDate: '2026-01-10',
};
const values: DetailsValues = detailsValuesOf(customer);

export const inputs = [{ customer }];

export const events = [
  { type: 'details.save', values: { ...values, firstName: 'Alexandra' } },
  { type: 'details.save', values: { ...values, mobilePhone: 'call me maybe' } },
  { type: 'xstate.done.actor.saveDetails', output: { ...customer, firstName: 'Alexandra' } },
  {
    type: 'xstate.error.actor.saveDetails',
    error: Object.assign(new Error('An account with this email address already exists'), {
      code: 204,
    }),
  },
];
