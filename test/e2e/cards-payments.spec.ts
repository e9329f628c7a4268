import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/accounts';

const MASTERCARD = '5555 5555 5555 4444';
const NEEDS_AUTHENTICATION = '4000 0025 0000 3155';

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

/** The saved card whose spoken name is given ('Visa ending 4242'). */
function savedCard(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Your saved cards' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('region', { name: 'Add a card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Alex Morgan');
  await form.getByRole('button', { name: 'Save card' }).click();
}

async function deleteCard(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(dialog).toBeHidden();
}

/** The bank's check of the sandbox provider, approved. */
async function approveWithBank(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your bank needs to confirm this payment' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test.describe('cards and payments, as the demo customer', () => {
  // The payment uses the card the first test adds; the demo's cards are shared between them.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a card is added and made the default; only the card that is not the default can go', async ({
    page,
  }) => {
    await page.goto('/apps/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    await expect(savedCard(page, 'Visa ending 4242')).toContainText('Default');

    await addCard(page, MASTERCARD);
    await expect(page.getByText('Card added', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    const mastercard = savedCard(page, 'Mastercard ending 4444');
    await expect(mastercard).toBeVisible();
    await expect(mastercard).not.toContainText('Default');
    await expect(page.getByRole('region', { name: 'Add a card' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Make default Mastercard ending 4444' }).click();
    await expect(mastercard).toContainText('Default');
    await expect(savedCard(page, 'Visa ending 4242')).not.toContainText('Default');

    // The default card cannot be deleted while there is another (13).
    await deleteCard(page, 'Mastercard ending 4444');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cannot delete default card' }),
    ).toBeVisible();
    await expect(mastercard).toBeVisible();

    await deleteCard(page, 'Visa ending 4242');
    await expect(page.getByText('Card deleted', { exact: true }).first()).toBeVisible();
    await expect(savedCard(page, 'Visa ending 4242')).toHaveCount(0);

    // A card whose bank wants to confirm it first.
    await addCard(page, NEEDS_AUTHENTICATION);
    await approveWithBank(page);
    await expect(savedCard(page, 'Visa ending 3155')).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(savedCard(page, 'Mastercard ending 4444')).toContainText('Default');
    await expect(savedCard(page, 'Visa ending 3155')).toBeVisible();
    await expect(savedCard(page, 'Visa ending 4242')).toHaveCount(0);
  });

  test('the outstanding balance is paid with a chosen card and nothing is owed', async ({
    page,
  }) => {
    await page.goto('/apps/payments');
    await expect(page.getByText('You owe £12.50')).toBeVisible();
    const due = page.getByRole('table', { name: 'Payments due' });
    // This month's storage bill, refused on the demo's card.
    await expect(due.getByRole('row').filter({ hasText: 'Box storage' })).toContainText('Failed');

    await page.getByRole('radio', { name: /Visa ending 3155/ }).check();
    await page.getByRole('button', { name: 'Pay £12.50 now' }).click();
    await approveWithBank(page);

    await expect(page.getByText('Payment taken', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Nothing to pay. Your account is up to date.')).toBeVisible();
    const statement = page.getByRole('table', { name: 'Charges and refunds, newest first' });
    const cleared = statement
      .getByRole('row')
      .filter({ hasText: 'Box storage' })
      .filter({ hasText: 'Visa •••• 3155' });
    await expect(cleared).toContainText('Charge');
    // The monthly bill it paid is paid too.
    const bills = page.getByRole('table', { name: 'Monthly bills, newest first' });
    await expect(bills.getByRole('row').nth(1)).toContainText('Paid');

    await page.reload();
    await expect(page.getByText('Nothing to pay. Your account is up to date.')).toBeVisible();
  });
});
