import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteBar, QuoteSummary } from '../../../../src/ui/commerce/QuoteSummary/QuoteSummary';
import { quoteFixture } from '../../../fixtures/quote';

const quote = quoteFixture({
  lineItems: [
    {
      kind: 'storage',
      itemId: 14,
      description: 'Medium box',
      quantity: 2,
      unitPrice: 7.55,
      months: 6,
      amount: 90.6,
    },
    {
      kind: 'material',
      itemId: 5,
      description: 'Packing tape',
      quantity: 1,
      unitPrice: 4.95,
      months: null,
      amount: 4.95,
    },
  ],
  months: 6,
  monthlyTotal: 18.6,
  discountPercent: 25,
  insurance: { coverageLimit: 1000, monthlyPrice: 3.5, months: 6, amount: 21 },
  promotion: { code: 'WELCOME10', description: '10% off', amount: 11.66 },
  subtotal: 116.55,
  total: 104.89,
  nextMonthlyBill: 18.6,
});

describe('QuoteSummary', () => {
  it("shows the server's lines, promotion and total as they are", () => {
    render(<QuoteSummary quote={quote} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      '2 × Medium box£7.55 a month each for 6 months',
      '1 × Packing tape',
      'Cover up to £1,000£3.50 a month for 6 months',
      'Promotion WELCOME1010% off',
    ]);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    expect(amounts).toEqual(['£90.60', '£4.95', '£21.00', '-£11.66']);
    expect(screen.getByText('To pay today').nextSibling).toHaveTextContent('£104.89');
    expect(screen.getByText('Save 25%')).toBeInTheDocument();
    expect(
      screen.getByText(
        'After your first 6 months: £18.60 a month until you ask for your things back.',
      ),
    ).toBeInTheDocument();
  });

  it('stands in a skeleton while the quote is on its way', () => {
    render(<QuoteSummary quote={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Working out your price…');
    expect(screen.queryByText('To pay today')).not.toBeInTheDocument();
  });

  it('says nothing of monthly bills for a return', () => {
    render(
      <QuoteSummary
        quote={quoteFixture({ months: null, roomReturn: 25, longDistanceSurcharge: 35, total: 60 })}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Room return',
      'Long-distance surcharge',
    ]);
    expect(screen.queryByText(/a month until you ask/)).not.toBeInTheDocument();
  });
});

describe('QuoteSummary for storage units', () => {
  it("names a unit's first month and its rent until the customer moves out", () => {
    render(
      <QuoteSummary
        quote={quoteFixture({
          lineItems: [
            {
              kind: 'unit',
              itemId: 3,
              description: '35 sq ft unit at Boxroom Leeds Kirkstall, 3-month contract',
              quantity: 1,
              unitPrice: 65.5,
              months: 1,
              amount: 65.5,
            },
          ],
          months: 1,
          monthlyTotal: 65.5,
          total: 65.5,
          nextMonthlyBill: 65.5,
        })}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '35 sq ft unit at Boxroom Leeds Kirkstall, 3-month contractThe first month, paid today',
    ]);
    expect(
      screen.getByText('After the first month: £65.50 a month until you move out.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ask for your things back/)).not.toBeInTheDocument();
  });

  it("shows a move-out's last rent as the server words it, with no monthly bills", () => {
    render(
      <QuoteSummary
        quote={quoteFixture({
          lineItems: [
            {
              kind: 'rent',
              itemId: 12,
              description:
                'Last rent for unit A01 at Boxroom Leeds Kirkstall, Friday 1st January to Sunday 10th January',
              quantity: 1,
              unitPrice: 9.67,
              months: null,
              amount: 9.67,
            },
          ],
          months: null,
          total: 9.67,
        })}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Last rent for unit A01 at Boxroom Leeds Kirkstall, Friday 1st January to Sunday 10th January',
    ]);
    expect(screen.getByText('To pay today').nextSibling).toHaveTextContent('£9.67');
    expect(screen.queryByText(/a month/)).not.toBeInTheDocument();
  });
});

describe('QuoteBar', () => {
  it('puts the total in view with the whole summary one tap away', () => {
    const { container } = render(<QuoteBar quote={quote} title="Order summary" />);
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    const summary = within(details?.querySelector('summary') as HTMLElement);
    expect(summary.getByText('£104.89')).toBeInTheDocument();
    expect(summary.getByText('Show summary')).toBeInTheDocument();
  });
});
