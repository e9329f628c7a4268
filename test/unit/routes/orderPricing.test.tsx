import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoragePrices } from '../../../src/domain/prices';
import type { Quote } from '../../../src/domain/quote';
import { orderFunnelMachine } from '../../../src/machines/orderFunnel.machine';
import { PricingStep } from '../../../src/routes/apps/order/-components/PricingStep';
import { quoteFixture } from '../../fixtures/quote';
import { renderInRouter } from './renderInRouter';

/** Small box (48): £10 a month for 1 box on 1 month, £8 from 6 months; 3+ boxes £9 and £7. */
const prices: StoragePrices = {
  storagePricePlanId: 1,
  pricesByMonthsByNumBoxesByBoxType: {
    '48': { '1': { '1': 10, '6': 8 }, '3': { '1': 9, '6': 7 } },
    '14': { '1': { '1': 12 } },
    '19': { '1': { '1': 15 } },
    // A promotional plan that stores suitcases for nothing.
    '17': { '1': { '1': 0 } },
  },
};

/**
 * The server's quote for what is asked, with figures the screen could not have worked out
 * itself: the test checks they are shown as they are.
 */
function serverQuote(input: {
  lineItems: { boxTypeId: number; quantity: number }[];
  months: number;
}) {
  const quantity = input.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  const lineItems = input.lineItems.map((item) => ({
    kind: 'storage' as const,
    itemId: item.boxTypeId,
    description: item.boxTypeId === 17 ? 'Suitcase' : 'Small box',
    quantity: item.quantity,
    unitPrice: 7.77,
    months: input.months,
    amount: 0,
  }));
  return quoteFixture({
    lineItems,
    months: input.months,
    monthlyTotal: 11.11 * quantity,
    discountPercent: input.months > 1 ? 22 : 0,
    total: 100 + quantity + input.months / 100,
    nextMonthlyBill: 11.11 * quantity,
  });
}

async function renderPricing(
  customerId: number | null = null,
  answer: (quote: Quote) => Promise<Quote> = async (quote) => quote,
) {
  const asked: unknown[] = [];
  const machine = orderFunnelMachine.provide({
    actors: {
      loadPrices: fromPromise(async () => prices),
      quoteStorage: fromPromise(async ({ input }) => {
        asked.push(input);
        return answer(serverQuote(input));
      }),
    },
  });
  const funnel = createActor(machine, { input: { saved: { customerId } } }).start();
  funnel.send({ type: 'funnel.stepRequested', step: 'pricing' });
  await renderInRouter(<PricingStep funnel={funnel} />);
  await screen.findByRole('heading', { level: 1, name: 'Your boxes' });
  return { funnel, asked };
}

/** The summary beside the form (the bar above Continue holds the same one, folded away). */
function summary() {
  const [aside] = screen.getAllByRole('region', { name: 'Your price' });
  if (!aside) throw new Error('No price summary on screen');
  return within(aside);
}

/** The amount beside a row label of the summary's totals ('Per month', 'To pay today'). */
function amountOf(label: string | RegExp): string {
  const row = summary().getByText(label).closest('p');
  return row?.querySelector('strong:last-of-type')?.textContent ?? '';
}

describe('pricing step', () => {
  it('starts with no boxes, no price and Continue disabled', async () => {
    const { asked } = await renderPricing();
    expect(screen.getByRole('spinbutton', { name: 'Small box' })).toHaveValue('0');
    expect(screen.getByRole('radio', { name: /^1 month/ })).toBeChecked();
    expect(screen.getByText('Choose at least one box to see a price.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(asked).toEqual([]);
  });

  it("shows the server's quote for the boxes and months chosen, and nothing it worked out itself", async () => {
    const user = userEvent.setup();
    const { asked } = await renderPricing();
    const addSmall = screen.getByRole('button', { name: 'Add one Small box' });
    await user.click(addSmall);
    await user.click(addSmall);
    await user.click(addSmall);
    await waitFor(() => expect(amountOf('To pay today')).toBe('£103.01'));
    expect(asked.at(-1)).toEqual({
      customerId: 0,
      lineItems: [{ boxTypeId: 48, quantity: 3 }],
      months: 1,
    });
    expect(summary().getByText('3 × Small box')).toBeInTheDocument();
    expect(amountOf('Per month')).toBe('£33.33');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^6 months/ }));
    await waitFor(() => expect(amountOf('To pay today')).toBe('£103.06'));
    expect(summary().getByText('Save 22%')).toBeInTheDocument();
    expect(
      summary().getByText(
        'After your first 6 months: £33.33 a month until you ask for your things back.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a skeleton, not a stale total, while the new quote is on its way', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderPricing(null, async (quote) => {
      await held;
      return quote;
    });
    await user.click(screen.getByRole('button', { name: 'Add one Suitcase' }));
    expect(screen.getAllByText('Working out your price…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(amountOf('To pay today')).toBe('£101.01'));
    expect(summary().getByText('1 × Suitcase')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in or create an account, coming back to the address step', async () => {
    const user = userEvent.setup();
    const { funnel } = await renderPricing();
    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const back = encodeURIComponent('/apps/order/collection/address');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/apps/signin?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/apps/signup?redirect=${back}`,
    );
    expect(funnel.getSnapshot().context.client.boxes).toEqual([{ boxTypeId: 48, quantity: 1 }]);
  });

  it('takes a signed-in customer on to the address step', async () => {
    const user = userEvent.setup();
    const { funnel } = await renderPricing(7);
    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(funnel.getSnapshot().matches('collectionAddress')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
