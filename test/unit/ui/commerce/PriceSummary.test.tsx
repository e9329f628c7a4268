import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupFurtherMonths } from '../../../../src/domain/pricing';
import { PriceSummary } from '../../../../src/ui/commerce/PriceSummary/PriceSummary';

describe('PriceSummary', () => {
  it('shows FREE for a zero amount and pence for amounts under a pound', () => {
    render(
      <PriceSummary
        lines={[
          { label: 'Collection', amount: 0 },
          { label: 'Tape', amount: 0.5 },
          { label: '3 × Small box', amount: 12, perMonth: true, detail: '£4.00 a month each' },
        ]}
        total={36.5}
        months={3}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Collection', 'Tape', '3 × Small box£4.00 a month each']);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    expect(amounts).toEqual(['FREE', '50p', '£12.00 a month']);
  });

  it('names the term total and announces total changes politely', () => {
    const { rerender } = render(
      <PriceSummary lines={[{ label: 'Storage', amount: 10 }]} months={6} total={60} />,
    );
    const total = screen.getByText('Total for 6 months').closest('[aria-live]');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent('Total for 6 months£60.00');

    rerender(<PriceSummary lines={[{ label: 'Storage', amount: 10 }]} months={1} total={10} />);
    expect(total).toHaveTextContent('Total for 1 month£10.00');
  });

  it('shows the monthly total with its saving, and the later months grouped', () => {
    render(
      <PriceSummary
        lines={[{ label: 'Storage', amount: 8, perMonth: true }]}
        months={1}
        monthlyTotal={8}
        total={8}
        discountPercent={20}
        furtherMonths={groupFurtherMonths([10, 8, 8, 8, 6])}
      />,
    );
    expect(screen.getByText('Save 20%')).toBeVisible();
    expect(screen.getByText('Months 2–4: £8.00 a month')).toBeVisible();
    expect(screen.getByText('Month 5: £6.00 a month')).toBeVisible();
  });

  it('shows a promotion as an amount taken off', () => {
    render(
      <PriceSummary
        lines={[{ label: 'Storage', amount: 50 }]}
        promotion={{ code: 'SPRING10', description: '10% off', amount: 5 }}
        total={45}
      />,
    );
    expect(screen.getByText('Promotion SPRING10')).toBeVisible();
    expect(screen.getByText('10% off')).toBeVisible();
    expect(screen.getByText('-£5.00')).toBeVisible();
    expect(screen.getByText('£45.00')).toBeVisible();
  });

  it('says what to do when there is nothing to price yet', () => {
    render(<PriceSummary lines={[]} total={0} />);
    expect(screen.getByText('Add something to store to see a price.')).toBeVisible();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('FREE');
  });
});
