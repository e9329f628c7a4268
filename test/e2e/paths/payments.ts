/*
 * What paying shows, written from the rules (SPEC.md, docs/decisions.md "Checkout", the
 * sandbox's test cards in server/payments/test-cards.ts), for every funnel that pays: the
 * funnel oracles (test/paths/oracle) end at checkout, and the checkout machine has no oracle
 * of its own yet. Tell the lead when test/paths/oracle grows one: this file then goes.
 *
 * - A declined card takes nothing: the customer stays on checkout, told the payment was not
 *   taken, with the basket kept, and can pay again.
 * - A card whose bank asks for 3-D Secure opens the bank's dialog; declining there takes
 *   nothing either (the same message, still on checkout).
 * - Approving there places the order: the confirmation page, with the order's id.
 */

export type Payment = 'declined card' | '3-D Secure declined' | '3-D Secure approved';

export interface PaymentStep {
  payment: Payment;
  /** The sandbox's test card (server/payments/test-cards.ts). */
  card: string;
  /** The bank's answer in the 3-D Secure dialog, for a card that asks for it. */
  bank: 'approve' | 'decline' | null;
  /** Where the customer is after it: still on checkout, or the confirmation of the order. */
  expected: { onCheckout: true; notTaken: true } | { onCheckout: false; confirmation: RegExp };
}

const DECLINED = '4000 0000 0000 0002';
const NEEDS_AUTHENTICATION = '4000 0025 0000 3155';

export const NOT_TAKEN_TITLE = 'Your payment was not taken';
export const BANK_DIALOG = 'Your bank needs to confirm this payment';

/** The order's confirmation: /apps/order-success?orderId=<id> (SPEC.md, the landing pages). */
export const CONFIRMATION = /\/apps\/order-success\?orderId=\d+$/;

/** Each outcome once, the one that places the order last (nothing can be paid after it). */
export const PAYMENTS: readonly PaymentStep[] = [
  {
    payment: 'declined card',
    card: DECLINED,
    bank: null,
    expected: { onCheckout: true, notTaken: true },
  },
  {
    payment: '3-D Secure declined',
    card: NEEDS_AUTHENTICATION,
    bank: 'decline',
    expected: { onCheckout: true, notTaken: true },
  },
  {
    payment: '3-D Secure approved',
    card: NEEDS_AUTHENTICATION,
    bank: 'approve',
    expected: { onCheckout: false, confirmation: CONFIRMATION },
  },
];
