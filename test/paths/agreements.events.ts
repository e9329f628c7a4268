import { boxAgreement, unitAgreement } from '../fixtures/agreements';

export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'agreements.retry' },
  { type: 'xstate.done.actor.loadAgreements', output: [boxAgreement, unitAgreement] },
  { type: 'xstate.error.actor.loadAgreements', error: new Error('Something went wrong') },
];
