import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoragePrices } from '../../../src/domain/prices';
import { orderFunnelMachine } from '../../../src/machines/orderFunnel.machine';
import { PricingStep } from '../../../src/routes/apps/order/-components/PricingStep';
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

async function renderPricing(customerId: number | null = null) {
  const machine = orderFunnelMachine.provide({
    actors: { loadPrices: fromPromise(async () => prices) },
  });
  const funnel = createActor(machine, { input: { saved: { customerId } } }).start();
  funnel.send({ type: 'funnel.stepRequested', step: 'pricing' });
  await renderInRouter(<PricingStep funnel={funnel} />);
  await screen.findByRole('heading', { name: 'Your price' });
  return funnel;
}

function summary() {
  return within(screen.getByRole('region', { name: 'Your price' }));
}

/** The amount beside a row label of the summary's totals ('Per month', 'Total for 6 months'). */
function amountOf(label: string | RegExp): string {
  const row = summary().getByText(label).closest('p');
  return row?.querySelector('strong:last-of-type')?.textContent ?? '';
}

describe('pricing step', () => {
  it('starts with no boxes, a FREE total and Continue disabled', async () => {
    await renderPricing();
    expect(screen.getByRole('spinbutton', { name: 'Small box' })).toHaveValue('0');
    expect(screen.getByRole('radio', { name: /^1 month/ })).toBeChecked();
    expect(summary().getByText('Choose at least one box to see a price.')).toBeInTheDocument();
    expect(amountOf('Per month')).toBe('FREE');
    expect(amountOf('Total for 1 month')).toBe('FREE');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('updates the per-month and term totals live as boxes and months change', async () => {
    const user = userEvent.setup();
    await renderPricing();
    const addSmall = screen.getByRole('button', { name: 'Add one Small box' });
    await user.click(addSmall);
    expect(amountOf('Total for 1 month')).toBe('£10.00');

    await user.click(addSmall);
    await user.click(addSmall);
    // 3 boxes move to the cheaper tier: 3 × £9.
    expect(summary().getByText('3 × Small box')).toBeInTheDocument();
    expect(amountOf('Per month')).toBe('£27.00');
    expect(amountOf('Total for 1 month')).toBe('£27.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^6 months/ }));
    // 3 × £7 a month, for 6 months; against £9 a month that saves 22%.
    expect(amountOf('Per month')).toBe('£21.00');
    expect(amountOf('Total for 6 months')).toBe('£126.00');
    expect(summary().getByText('Save 22%')).toBeInTheDocument();
    expect(summary().getByText('Months 2–5: £27.00 a month')).toBeInTheDocument();
  });

  it('shows a zero price as FREE', async () => {
    const user = userEvent.setup();
    await renderPricing();
    await user.click(screen.getByRole('button', { name: 'Add one Suitcase' }));
    expect(summary().getByText('1 × Suitcase')).toBeInTheDocument();
    expect(amountOf('Total for 1 month')).toBe('FREE');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks an anonymous visitor to sign in or create an account, coming back to the address step', async () => {
    const user = userEvent.setup();
    const funnel = await renderPricing();
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
    const funnel = await renderPricing(7);
    await user.click(screen.getByRole('button', { name: 'Add one Small box' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(funnel.getSnapshot().matches('collectionAddress')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
