import { expect, type Page, test } from '@playwright/test';

/** What the browser reports while a page opens: warnings, errors and uncaught exceptions. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      heard.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  return heard;
}

test.describe('the browser console stays quiet', () => {
  test('the home page sends no header the browser does not know', async ({ page }) => {
    const heard = listen(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(heard.filter((line) => /Permissions-Policy/i.test(line))).toEqual([]);
  });

  test('an order number that is not a number is a 404, logged as nothing worse', async ({
    page,
  }) => {
    const heard = listen(page);
    await page.goto('/apps/order-success?orderId=abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    expect(heard).toEqual([]);
  });
});
