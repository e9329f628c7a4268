import { expect, type Page, test } from '@playwright/test';
import { DEMO, newCustomerEmail } from '../e2e/support/accounts';

const WIDTHS = [390, 1280] as const;
const OUT = 'docs/screens';

/** Both widths of the page as it is now, waiting for spinners to settle first. */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/apps\/signin/);
}

test('the order funnel, step by step', async ({ page }) => {
  await page.goto('/apps/order');
  await page.getByRole('button', { name: 'Add one Small box' }).click();
  await page.getByRole('button', { name: 'Add one Suitcase' }).click();
  await page.getByRole('radio', { name: /^6 months/ }).check();
  await shoot(page, 'order-1-pricing');
  await page.getByRole('button', { name: 'Continue' }).click();
  await shoot(page, 'order-1-sign-in-prompt');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await shoot(page, 'signup');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(newCustomerEmail());
  await page.getByLabel('Password', { exact: true }).fill('a long storage phrase');
  await page.getByLabel('Confirm password').fill('a long storage phrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/collection\/address$/);
  await page.getByLabel('Postcode').fill('sw47ab');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select an address').selectOption({ index: 1 });
  await shoot(page, 'order-2-address');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/timeslot$/);
  await page
    .getByRole('radio', { name: /(am|pm) – \d/ })
    .and(page.locator(':enabled'))
    .first()
    .check();
  await shoot(page, 'order-3-timeslot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packing materials' })).toBeVisible();
  await shoot(page, 'order-4-materials');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/checkout$/);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();
  await shoot(page, 'order-5-checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/order-success/, { timeout: 30_000 });
  await expect(page.getByTestId('amount-charged')).toBeVisible();
  await shoot(page, 'order-6-confirmation');
  await page.goto('/apps/orders');
  await page
    .getByRole('button', { name: /^Change time/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'orders-change-time');
});

test('the account pages and the return funnel, as the demo customer', async ({ page }) => {
  await signIn(page, DEMO);
  for (const [path, name] of [
    ['/apps/my-stuff', 'my-stuff'],
    ['/apps/orders', 'orders'],
    ['/apps/cards', 'cards'],
    ['/apps/payments', 'payments'],
    ['/apps/account', 'account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, name);
  }
  await page.goto('/apps/orders');
  await page
    .getByRole('button', { name: /^Invoice/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'orders-invoice');

  await page.goto('/apps/my-stuff');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /^Return selected/ }).click();
  await expect(page).toHaveURL(/return\/address$/);
  await shoot(page, 'return-1-address');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/return\/timeslot$/);
  await shoot(page, 'return-2-timeslot');
});
