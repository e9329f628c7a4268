import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, ORDERS_ONLY } from './support/accounts';

async function signIn(page: Page, account: { email: string; password: string }, landing: RegExp) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** The order card whose kind is exactly this label ('By-The-Box', not 'By-The-Box Return'). */
function orderCard(page: Page, typeLabel: string): Locator {
  return page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('article', { name: new RegExp(`^Order \\d+ ${typeLabel}$`) });
}

test.describe('orders, as the demo customer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO, /\/apps\/my-stuff$/);
    await page.goto('/apps/orders');
  });

  test('lists the orders with their kind, status and total', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const storage = orderCard(page, 'By-The-Box');
    const returned = orderCard(page, 'By-The-Box Return');
    await expect(storage).toContainText('Completed');
    await expect(storage).toContainText('£64.50');
    await expect(returned).toContainText('Completed');
    await expect(returned).toContainText('£25.00');
    // The unit the demo customer has rented for weeks (drive-up.spec may add and cancel one).
    const unit = orderCard(page, 'Drive-up Storage').filter({ hasText: 'Completed' });
    await expect(unit).toContainText('£88.30');
    // Completed orders can no longer be cancelled.
    await expect(page.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  });

  test('an invoice opens with its total and prints alone', async ({ page }) => {
    await orderCard(page, 'By-The-Box')
      .getByRole('button', { name: /^Invoice for order/ })
      .click();
    const invoice = page.getByRole('dialog', { name: /^Invoice for order \d+$/ });
    await expect(invoice.getByText(/^BR-\d{4}-\d{6}$/)).toBeVisible();
    await expect(invoice).toContainText('VAT number GB 412 7730 58');
    await expect(invoice).toContainText('Promotion discount');
    await expect(invoice).toContainText('VAT at 20%');
    await expect(invoice).toContainText('Total paid£64.50');

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await invoice.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Your orders' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('box labels of an order download as a PDF', async ({ page }) => {
    const downloading = page.waitForEvent('download');
    await orderCard(page, 'By-The-Box')
      .getByRole('button', { name: /^Box labels \(PDF\) for order \d+$/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^order-\d+-labels\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('a bad phone number is refused and kept; a good one updates the orders', async ({
    page,
  }) => {
    const field = page.getByRole('textbox', { name: 'Phone number' });
    await field.fill('07700 call me');
    await page.getByRole('button', { name: 'Update phone number' }).click();
    const message =
      'Enter a phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number';
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(field).toHaveValue('07700 call me');

    await field.fill('07700 900 982');
    await page.getByRole('button', { name: 'Update phone number' }).click();
    await expect(page.getByText('Orders updated', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('07700 900982');
    await expect(page.getByRole('link', { name: message })).toHaveCount(0);
  });

  test('feedback on a completed order is given once', async ({ page }) => {
    const returned = orderCard(page, 'By-The-Box Return');
    await returned.getByRole('button', { name: /^Give feedback on order \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Feedback on order \d+$/ });
    await dialog.getByRole('radio', { name: '5 – Excellent' }).check();
    await dialog.getByLabel('Tell us more (optional)').fill('Back on the day promised');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Thank you for your feedback.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to orders' }).click();
    await expect(dialog).toBeHidden();

    // Given once: the card shows the rating instead of offering feedback again.
    await expect(returned).toContainText('Your rating: 5 – Excellent');
    await page.reload();
    await expect(orderCard(page, 'By-The-Box Return')).toContainText('Your rating: 5 – Excellent');
    await expect(
      orderCard(page, 'By-The-Box Return').getByRole('button', { name: /^Give feedback/ }),
    ).toHaveCount(0);
  });
});

test('an open order is cancelled after confirming', async ({ page }) => {
  await signIn(page, ORDERS_ONLY, /\/apps\/orders$/);
  const order = orderCard(page, 'By-The-Box Materials');
  await expect(order).toContainText('Booked');
  await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order \d+\?$/ });
  await dialog.getByRole('button', { name: 'Yes, cancel this order' }).click();

  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order).toContainText('Cancelled');
  await expect(order.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);

  await page.reload();
  await expect(orderCard(page, 'By-The-Box Materials')).toContainText('Cancelled');
});

test('moving out of a storage unit is quoted and paid as a Drive-up Storage Return, and refunded when cancelled', async ({
  page,
}) => {
  await signIn(page, DEMO, /\/apps\/my-stuff$/);
  const unit = page
    .getByRole('region', { name: 'Storage units' })
    .getByRole('article', { name: /^Unit C01, 35 sq ft$/ });
  // Our team's photos of what went in, taken on the drop-off day.
  await expect(unit.getByRole('img', { name: 'Unit C01, item check 1' })).toBeVisible();
  await expect(unit.getByRole('img', { name: 'Unit C01, item check 2' })).toBeVisible();
  await unit.getByRole('link', { name: 'Move out of unit C01' }).click();

  await expect(page).toHaveURL(/\/apps\/move-out\/day$/);
  const day = page.getByLabel('The day you will have emptied the unit');
  await expect(
    page.getByText(/we need 14 days' notice, and your contract runs until/),
  ).toBeVisible();
  // The first day the notice and the contract allow is chosen already; an earlier one is refused.
  const earliest = await day.inputValue();
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.fill('2026-01-05');
  await expect(page.getByText(/Choose a day from \w+day/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await day.fill(earliest);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The contract's last day ends its last month, whose rent the move-out pays.
  await expect(page).toHaveURL(/\/apps\/move-out\/checkout$/);
  await expect(page.getByRole('region', { name: 'Moving out' })).toContainText('C01');
  const price = page.getByRole('complementary', { name: 'Price summary' });
  await expect(price).toContainText('Last rent for unit C01 at Boxroom Battersea');
  await expect(price).toContainText('£88.30');
  await page.getByRole('button', { name: 'Pay £88.30' }).click();

  await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your move-out is booked' })).toBeVisible();
  const orderId = await page.getByTestId('order-number').textContent();
  await page.goto('/apps/my-stuff');
  await expect(unit).toContainText('Moving out');
  await expect(unit.getByRole('link', { name: /^Move out/ })).toHaveCount(0);

  await page.goto('/apps/orders');
  const moveOut = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('article', { name: `Order ${orderId} Drive-up Storage Return` });
  await expect(moveOut).toContainText('Booked');
  await expect(moveOut).toContainText('£88.30');
  await expect(moveOut).toContainText('the day before your move-out day');
  await moveOut.getByRole('button', { name: /^Cancel order \d+$/ }).click();
  await page
    .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
    .getByRole('button', { name: 'Yes, cancel this order' })
    .click();
  await expect(moveOut).toContainText('Cancelled');
  await expect(moveOut).toContainText('£88.30 refunded');

  await page.goto('/apps/my-stuff');
  await expect(unit).toContainText('In use');
  await expect(unit.getByRole('link', { name: 'Move out of unit C01' })).toBeVisible();
});
