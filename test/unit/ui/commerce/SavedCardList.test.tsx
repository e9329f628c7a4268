import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../../src/domain/cards';
import { Button } from '../../../../src/ui/Button/Button';
import { SavedCardList } from '../../../../src/ui/commerce/SavedCardList/SavedCardList';

const TODAY = new Date(2026, 2, 15);
const CARDS: Card[] = [
  { cardId: 1, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028, isDefault: true },
  { cardId: 2, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2026, isDefault: false },
  { cardId: 3, brand: 'amex', last4: '0005', expMonth: 3, expYear: 2026, isDefault: false },
];

describe('SavedCardList', () => {
  it('offers the cards as radios with brand, last four, expiry and the default marked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SavedCardList cards={CARDS} value={1} onChange={onChange} today={TODAY} />);

    const visa = screen.getByRole('radio', { name: 'Visa ending 4242 Default' });
    expect(visa).toBeChecked();
    expect(visa).toHaveAccessibleDescription('Expires 04/28');
    expect(screen.getAllByText('•••• 4242')[0]).toBeVisible();

    // A card works to the end of its expiry month.
    const amex = screen.getByRole('radio', { name: 'American Express ending 0005' });
    expect(amex).toBeEnabled();
    await user.click(amex);
    expect(onChange).toHaveBeenCalledWith(3);

    const expired = screen.getByRole('radio', { name: 'Mastercard ending 4444 Expired' });
    expect(expired).toBeDisabled();
    expect(expired).toHaveAccessibleDescription('Expired 01/26');
  });

  it('lists the cards with their own actions when nothing is to be chosen', async () => {
    const user = userEvent.setup();
    const onMakeDefault = vi.fn();
    render(
      <SavedCardList
        cards={CARDS}
        today={TODAY}
        actions={(card) =>
          card.isDefault ? null : (
            <Button size="sm" variant="secondary" onClick={() => onMakeDefault(card.cardId)}>
              Make default
            </Button>
          )
        }
      />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Default')).toBeVisible();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[2]!).getByRole('button', { name: 'Make default' }));
    expect(onMakeDefault).toHaveBeenCalledWith(3);
  });

  it('says when there are no cards', () => {
    render(<SavedCardList cards={[]} />);
    expect(screen.getByText('You have no saved cards.')).toBeVisible();
  });
});
