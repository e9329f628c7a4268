import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Card } from '../../../src/domain/cards';
import type { MonthlyPayments } from '../../../src/domain/quote';
import { checkoutMachine } from '../../../src/machines/checkout.machine';
import { KeptCardConsent } from '../../../src/routes/apps/-components/KeptCardConsent';
import { PaymentPanel } from '../../../src/routes/apps/-components/PaymentPanel';
import { renderInRouter } from './renderInRouter';

/*
 * The sentence beside Pay (docs/decisions.md, "Consent and kept cards"): an order billed
 * monthly says, in the server's figures, that paying keeps the card for those payments; any
 * other order says nothing of the kind.
 */

const VISA: Card = {
  cardId: 5,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  isDefault: true,
};

const MONTHLY: MonthlyPayments = { amount: 27, firstPaymentDate: '2027-01-14' };

const SENTENCE =
  "We'll keep this card for your monthly payments of £27.00, from 14 January 2027; change the card or stop any time in Cards.";

const actors: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

async function renderPanel(cards: Card[], monthlyPayments?: MonthlyPayments | null) {
  const checkout = createActor(checkoutMachine, { input: {} }).start();
  actors.push(checkout);
  return renderInRouter(
    <PaymentPanel
      checkout={checkout}
      basketId={3}
      cards={cards}
      total={54}
      monthlyPayments={monthlyPayments}
    />,
  );
}

describe('PaymentPanel', () => {
  it('says beside Pay with a saved card that the card is kept for the monthly payments', async () => {
    await renderPanel([VISA], MONTHLY);
    const sentence = screen.getByText((_, element) => element?.textContent === SENTENCE);
    expect(sentence.tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/apps/cards');
    // Pay is described by it: a screen reader hears the consent with the button.
    expect(screen.getByRole('button', { name: 'Pay £54.00' })).toHaveAccessibleDescription(
      SENTENCE,
    );
    // Nothing to tick: paying is the consent.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says it beside Pay on the new card form too', async () => {
    await renderPanel([], MONTHLY);
    expect(screen.getByRole('button', { name: 'Pay £54.00' })).toHaveAccessibleDescription(
      SENTENCE,
    );
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('href', '/apps/cards');
  });

  it('says nothing of keeping the card when nothing is billed monthly', async () => {
    await renderPanel([VISA], null);
    expect(screen.getByRole('button', { name: 'Pay £54.00' })).toBeVisible();
    expect(screen.queryByText(/keep this card/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cards' })).toBeNull();

    await renderPanel([]);
    expect(screen.queryByText(/keep this card/)).toBeNull();
  });
});

describe('KeptCardConsent on the order confirmation', () => {
  it('names the card kept for the monthly payments', async () => {
    await renderInRouter(
      <KeptCardConsent payments={MONTHLY} card={{ brand: 'mastercard', last4: '4444' }} />,
    );
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            "We'll keep Mastercard •••• 4444 for your monthly payments of £27.00, from 14 January 2027; change the card or stop any time in Cards.",
      ),
    ).toBeVisible();
  });
});
