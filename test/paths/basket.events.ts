import type { Basket } from '../../src/domain/baskets';
import type { BasketInput } from '../../src/machines/basket.machine';
import { BasketCallError } from '../../src/machines/basket.machine';
import { quoteFixture } from '../fixtures/quote';

const basket = {
  basketId: 41,
  basketType: 'btb',
  partner: null,
  sales: false,
  marketingReference: null,
  customerId: 7,
  promoCode: null,
  storageBasket: null,
  materialBasket: null,
  collectionBasket: null,
  returnBasket: null,
  packingBasket: null,
  shippingBasket: null,
  quote: quoteFixture(),
} satisfies Basket;

export const inputs: BasketInput[] = [{}, { basketId: 41 }];

export const events = [
  { type: 'basket.create', customerId: 7, basketType: 'btb' },
  { type: 'basket.patch', patch: { promoCode: 'WELCOME10' } },
  { type: 'basket.patchPart', basketType: 'btb', changes: { numberOfMonths: 6 } },
  { type: 'basket.updatePart', part: 'materials', body: { items: [] } },
  { type: 'basket.deletePart', basketType: 'materials' },
  { type: 'basket.validate' },
  { type: 'basket.reload' },
  { type: 'basket.checkoutStarted' },
  { type: 'basket.orderPlaced' },
  { type: 'basket.clear' },
  { type: 'xstate.done.actor.createBasket', output: basket },
  { type: 'xstate.error.actor.createBasket', error: new BasketCallError('Something went wrong') },
  { type: 'xstate.done.actor.loadBasket', output: basket },
  { type: 'xstate.error.actor.loadBasket', error: new BasketCallError('Basket not found', 3) },
  {
    type: 'xstate.error.actor.loadBasket',
    error: new BasketCallError('Your order has already been placed', 160),
  },
  { type: 'xstate.error.actor.loadBasket', error: new BasketCallError('Something went wrong') },
  { type: 'xstate.done.actor.patchBasket', output: undefined },
  {
    type: 'xstate.error.actor.patchBasket',
    error: new BasketCallError('Your order has already been placed', 160),
  },
  { type: 'xstate.error.actor.patchBasket', error: new BasketCallError('Something went wrong') },
  { type: 'xstate.done.actor.patchBasketPart', output: undefined },
  {
    type: 'xstate.error.actor.patchBasketPart',
    error: new BasketCallError('Something went wrong'),
  },
  { type: 'xstate.done.actor.updateBasketPart', output: undefined },
  {
    type: 'xstate.error.actor.updateBasketPart',
    error: new BasketCallError('Your order has already been placed', 160),
  },
  { type: 'xstate.done.actor.deleteBasketPart', output: undefined },
  {
    type: 'xstate.error.actor.deleteBasketPart',
    error: new BasketCallError('Something went wrong'),
  },
  { type: 'xstate.done.actor.validateBasket', output: { valid: true, message: null } },
  {
    type: 'xstate.done.actor.validateBasket',
    output: { valid: false, message: 'Minimum of one month storage required' },
  },
  { type: 'xstate.error.actor.validateBasket', error: new BasketCallError('Something went wrong') },
  {
    type: 'xstate.error.actor.patchBasketPart',
    error: new BasketCallError('Your order has already been placed', 160),
  },
  {
    type: 'xstate.error.actor.updateBasketPart',
    error: new BasketCallError('Something went wrong'),
  },
  {
    type: 'xstate.error.actor.deleteBasketPart',
    error: new BasketCallError('Your order has already been placed', 160),
  },
  {
    type: 'xstate.error.actor.validateBasket',
    error: new BasketCallError('Your order has already been placed', 160),
  },
];
