import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../e2e/support/accounts';

/* The pages changed for issue 31 (accessibility, demo data, FAQ search), into docs/screens/a11y. */

const WIDTHS = [390, 1280] as const;
const OUT = 'docs/screens/a11y';

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage });
  }
}

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/, { timeout: 20_000 });
}

test('public pages: cookie policy, FAQ search, the home page refusing a postcode', async ({
  page,
}) => {
  await page.goto('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'cookie-policy');
  await page.goto('/faqs');
  await page.getByLabel('Search the FAQs').fill('insurance');
  await expect(page.getByText(/questions? match/)).toBeVisible();
  await shoot(page, 'faqs-insurance');
  await page.goto('/');
  await page.getByLabel('Where should we collect from?').fill('ZZ99 9ZZ');
  await page.getByRole('button', { name: 'Check my postcode' }).click();
  await expect(page.getByText(/We could not find ZZ99 9ZZ/)).toBeVisible();
  await shoot(page, 'home-unknown-postcode', false);
});

test('account pages, the invoice dialog and a funnel step taking focus', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'my-stuff');
  await page.goto('/apps/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await shoot(page, 'payments');
  await page.goto('/apps/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await shoot(page, 'orders');
  await page
    .getByRole('button', { name: /^Invoice for order/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'invoice-dialog', false);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.screenshot({ path: `${OUT}/invoice-dialog-320.png` });
  await page.keyboard.press('Escape');

  await page.goto('/apps/order/pricing');
  await page.getByRole('button', { name: 'Add one Small box' }).click();
  await page.getByRole('radio', { name: /^6 months/ }).check();
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection address' })).toBeFocused();
  await shoot(page, 'order-address-step-focused', false);
});
