import { expect, test } from '@playwright/test';
import { ORDERS_ONLY } from './support/accounts';

test.describe('the packing service', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a packing visit is booked on its own, paid with 4242, and can be cancelled for a refund', async ({
    page,
  }) => {
    await page.goto('/apps/signin?redirect=%2Fapps%2Fpacking');
    await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
    await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/apps\/packing\/size$/);
    // Nothing is chosen, and materials are not included, until the customer says so.
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByLabel('Bring the packing materials')).not.toBeChecked();
    await page.getByRole('spinbutton', { name: 'Rooms to pack' }).fill('11');
    await expect(page.getByText('Enter a whole number from 0 to 10')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Rooms to pack' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Rooms to pack' }).blur();
    await expect(page.getByText('About 36 boxes: our packers need about 5 hours.')).toBeVisible();
    const price = page.getByRole('complementary', { name: 'Price summary' });
    await expect(price).toContainText('2 packers for about 5 hours at £48.00 an hour');
    await expect(price).toContainText('£240.00');
    await page.getByLabel('Bring the packing materials').check();
    await expect(price).toContainText('Packing materials for about 36 boxes at £2.50 a box');
    await expect(price).toContainText('£330.00');
    await continueButton.click();

    await expect(page).toHaveURL(/\/apps\/packing\/address$/);
    const saved = page
      .getByRole('group', { name: 'Where should our packers come?' })
      .getByRole('radio');
    const postcode = page.getByLabel('Postcode');
    await expect(saved.first().or(postcode)).toBeVisible();
    if (await saved.first().isVisible()) {
      await saved.first().check();
    } else {
      await postcode.fill('SW4 7AB');
      await page.getByRole('button', { name: 'Find address' }).click();
      await page.getByLabel('Select an address').selectOption({ index: 1 });
    }
    await expect(page.getByText('Packing at:')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/packing\/date$/);
    await page
      .getByRole('radio', { name: /(am|pm) – \d/ })
      .and(page.locator(':enabled'))
      .nth(1)
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/packing\/checkout$/);
    await expect(page.getByRole('region', { name: 'Your packing visit' })).toContainText(
      '3 rooms, with our packing materials',
    );
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay £330.00' }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your packers are booked' })).toBeVisible();
    await expect(page.getByText(/Our packers arrive at .+ on \w+day/)).toBeVisible();
    const orderId = await page.getByTestId('order-number').textContent();

    await page.goto('/apps/orders');
    const order = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('article', { name: `Order ${orderId} Packing service` });
    await expect(order).toContainText('Booked');
    await expect(order).toContainText('£330.00');
    await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await page
      .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
      .getByRole('button', { name: 'Yes, cancel this order' })
      .click();
    await expect(order).toContainText('Cancelled');
    await expect(order).toContainText('£330.00 refunded');
  });
});
