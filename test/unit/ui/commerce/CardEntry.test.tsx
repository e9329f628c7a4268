import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardEntry } from '../../../../src/ui/commerce/CardEntry/CardEntry';
import {
  formatCardNumber,
  formatExpiry,
  isLuhnValid,
  parseExpiry,
} from '../../../../src/ui/commerce/CardEntry/cardNumber';

const TODAY = new Date(2026, 2, 15);

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  { number, expiry = '1230', cvc = '123', name = 'Dana Demo' }: Record<string, string>,
) {
  await user.type(screen.getByLabelText('Card number'), number ?? '');
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Security code'), cvc);
  await user.type(screen.getByLabelText('Name on card'), name);
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('CardEntry', () => {
  it('refuses a number that fails the Luhn check, keeping what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CardEntry onSubmit={onSubmit} submitLabel="Pay now" today={TODAY} idPrefix="card" />);
    await fillCard(user, { number: '4242424242424241' });

    expect(onSubmit).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Enter a valid card number' });
    expect(link).toHaveAttribute('href', '#card-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Dana Demo');
  });

  it('spaces the number and the expiry as typed and sends the card for 4242…', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CardEntry onSubmit={onSubmit} submitLabel="Pay now" today={TODAY} />);
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

    await fillCard(user, { number: '4242424242424242', name: ' Dana Demo ' });
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12 / 30');
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Dana Demo',
    });
  });

  it('keeps the caret in place when a digit is inserted mid-number', async () => {
    const user = userEvent.setup();
    render(<CardEntry onSubmit={() => {}} today={TODAY} />);
    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    await user.type(number, '42424242');
    expect(number).toHaveValue('4242 4242');
    // Put the caret after '42' and type two more digits.
    await user.type(number, '99', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(number).toHaveValue('4299 4242 42');
    expect(number.selectionStart).toBe(4);
  });

  it('gives a GOV.UK message for each empty field and for a card that has expired', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CardEntry onSubmit={onSubmit} submitLabel="Pay now" today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    for (const message of [
      'Enter your card number',
      'Enter the expiry date',
      'Enter the card security code',
      'Enter the name as it appears on the card',
    ]) {
      expect(screen.getByRole('link', { name: message })).toBeVisible();
    }

    await fillCard(user, { number: '4000000000000002', expiry: '0226' });
    expect(
      screen.getByRole('link', { name: 'The expiry date must be in the future' }),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the sandbox test cards and shows a decline from the payment step', () => {
    render(<CardEntry onSubmit={() => {}} error="Your card was declined" busy />);
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();
    expect(screen.getByText('4000 0025 0000 3155')).toBeVisible();
    // The monthly bill's cards: authentication every time, and saved-then-declined.
    expect(screen.getByText('4000 0027 6000 3184').closest('li')).toHaveTextContent(
      /confirm every payment.*monthly payments fail until you do/,
    );
    expect(screen.getByText('4000 0000 0000 0341').closest('li')).toHaveTextContent(
      'is saved, then every payment with it is declined',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('card number rules', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['4000 0025 0000 3155', true],
    ['4000 0027 6000 3184', true],
    ['4000 0000 0000 0341', true],
    ['3782 822463 10005', true],
    ['4242 4242 4242 4241', false],
    ['4242', false],
    ['', false],
  ])('Luhn %s → %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
  ])('spaces %s as %s', (typed, spaced) => {
    expect(formatCardNumber(typed)).toBe(spaced);
  });

  it.each([
    ['4', '04'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['12/2028', '12 / 28'],
  ])('tidies expiry %s as %s', (typed, tidy) => {
    expect(formatExpiry(typed)).toBe(tidy);
  });

  it.each([
    ['04 / 28', { month: 4, year: 2028 }],
    ['4/2028', { month: 4, year: 2028 }],
    ['13 / 28', undefined],
    ['04', undefined],
  ])('reads expiry %s', (typed, parsed) => {
    expect(parseExpiry(typed)).toEqual(parsed);
  });
});
