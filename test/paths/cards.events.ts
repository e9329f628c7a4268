import type { Card } from '../../src/domain/cards';
import { boxAgreement } from '../fixtures/agreements';

const visa: Card = {
  cardId: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};
const mastercard: Card = {
  cardId: 2,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
};

/** A refusal as the app's calls reject: the message and the API's code. */
const cannotDeleteDefault = Object.assign(new Error('Cannot delete default card'), { code: 13 });

export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'cards.add' },
  { type: 'cards.cancel' },
  { type: 'cards.makeDefault', cardId: 2 },
  { type: 'cards.delete', cardId: 1 },
  { type: 'cards.confirmDelete' },
  { type: 'cards.retry' },
  { type: 'cards.errorDismissed' },
  {
    type: 'xstate.done.actor.loadCards',
    output: { cards: [visa, mastercard], agreements: [boxAgreement] },
  },
  { type: 'xstate.error.actor.loadCards', error: new Error('Something went wrong') },
  {
    type: 'xstate.done.actor.makeDefault',
    output: {
      cards: [
        { ...visa, isDefault: false },
        { ...mastercard, isDefault: true },
      ],
      agreements: [{ ...boxAgreement, card: { brand: 'mastercard', last4: '4444', cardId: 2 } }],
    },
  },
  { type: 'xstate.error.actor.makeDefault', error: new Error('Something went wrong') },
  {
    type: 'xstate.done.actor.deleteCard',
    output: { cards: [mastercard], agreements: [] },
  },
  { type: 'xstate.error.actor.deleteCard', error: cannotDeleteDefault },
  { type: 'xstate.done.actor.setupIntent', output: mastercard },
];
