import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the shell', () => {
  test('home loads with the top bar and footer and no console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Boxroom home' })).toBeVisible();
    await expect(page.getByRole('link', { name: /call us on/i })).toHaveAttribute(
      'href',
      /^tel:\+44/,
    );
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toHaveCount(0);
    await expect(page).toHaveTitle('Home');
    expect(problems).toEqual([]);
  });

  test('scripts arrive compressed, and the order funnel breaks no Content-Security-Policy rule', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const scripts = new Map<string, string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        scripts.set(url.pathname, response.headers()['content-encoding'] ?? 'identity');
      }
    });
    await page.goto('/apps/order/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The scripts index.html names itself are the first load; each comes as Brotli.
    const html = await (await page.request.get('/')).text();
    const named = [...html.matchAll(/src="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const pathname of named) expect(scripts.get(pathname ?? ''), pathname).toBe('br');
    expect(violations).toEqual([]);
  });

  test('a footer link opens its content page with the title from its path', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(page).toHaveTitle('Cookie Policy');
  });

  test('an unknown address answers 404 and shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByText(/lower case/)).toBeVisible();
    await expect(page).toHaveTitle(/404/);
  });

  test('an account page sends a signed-out visitor to sign in, remembering where to return', async ({
    page,
  }) => {
    await page.goto('/apps/orders');
    await expect(page).toHaveURL(/\/apps\/signin\?redirect=%2Fapps%2Forders/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a funnel step shows where the customer is', async ({ page }) => {
    await page.goto('/apps/order');
    await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
    const progress = page.getByRole('navigation', { name: /order storage progress/i });
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Your boxes/);
  });

  test('on a small screen the menu opens a side panel with the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('the home page has no detectable accessibility violations', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
