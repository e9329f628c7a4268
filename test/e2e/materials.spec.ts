import { expect, test } from '@playwright/test';
import { ORDERS_ONLY } from './support/accounts';

test.describe('packing materials on their own', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a customer orders materials, delivered on the day they choose, pays with 4242, and can cancel for a refund', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: /main|primary|site/i })
      .or(page.getByRole('banner'))
      .getByRole('link', { name: 'Packing materials' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/apps\/signin/);
    await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
    await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/apps\/materials\/materials$/);
    const list = page.getByRole('group', { name: 'What you need' });
    // Nothing is chosen to begin with, and Continue waits for something.
    for (const quantity of await list.getByRole('spinbutton').all()) {
      await expect(quantity).toHaveValue('0');
    }
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const first = list.getByRole('spinbutton').first();
    await first.fill('100');
    await expect(list.getByText('Enter a whole number from 0 to 99')).toBeVisible();
    await first.fill('3');
    const price = page.getByRole('complementary', { name: 'Price summary' });
    await expect(price.getByText(/^3 × /)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/materials\/address$/);
    const saved = page.getByRole('group', { name: 'Where should we deliver?' }).getByRole('radio');
    const postcode = page.getByLabel('Postcode');
    await expect(saved.first().or(postcode)).toBeVisible();
    if (await saved.first().isVisible()) {
      await saved.first().check();
    } else {
      await postcode.fill('SW4 7AB');
      await page.getByRole('button', { name: 'Find address' }).click();
      await page.getByLabel('Select an address').selectOption({ index: 1 });
    }
    await expect(page.getByText('Delivering to:')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/materials\/date$/);
    const slots = page.getByRole('radio', { name: /(am|pm) – \d/ });
    await slots.and(page.locator(':enabled')).nth(2).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/materials\/checkout$/);
    const delivery = page.getByRole('region', { name: 'Your delivery' });
    await expect(delivery).toContainText(/\w+day \d+\w\w \w+, \d+(am|pm) – \d+(am|pm)/);
    const total = (await price.getByText('To pay today').locator('xpath=..').textContent()) ?? '';
    const amount = total.match(/£[\d,.]+/)?.[0] ?? '';
    expect(amount).not.toBe('');
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: `Pay ${amount}` }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'Your packing materials are ordered' }),
    ).toBeVisible();
    await expect(page.getByText(/We deliver your packing materials to .+ on \w+day/)).toBeVisible();
    const orderId = await page.getByTestId('order-number').textContent();

    await page.goto('/apps/orders');
    const order = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('article', { name: `Order ${orderId} Materials` });
    await expect(order).toContainText('Booked');
    await expect(order).toContainText(amount);
    await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await page
      .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
      .getByRole('button', { name: 'Yes, cancel this order' })
      .click();
    await expect(order).toContainText('Cancelled');
    await expect(order).toContainText(`${amount} refunded`);
  });
});
