import { expect, type Page, test } from '@playwright/test';
import { DEMO, ORDERS_ONLY } from './support/accounts';

/*
 * Renting a drive-up storage unit, as the demo customer, on the real server: a postcode, a
 * site, a size on a contract, a drop-off day, and payment with a new card.
 */

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

test.describe('drive-up storage units', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a postcode with no site in range is told units are not available there', async ({
    page,
  }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'Storage units' })
      .click();
    await expect(page).toHaveURL(/\/apps\/drive-up\/location$/);
    await page.getByLabel('Your postcode').fill('BT7 1JL');
    await page.getByRole('button', { name: 'Find sites' }).click();
    await expect(page.getByText("Storage units aren't available in your area")).toBeVisible();
    // What was typed stays, to correct.
    await expect(page.getByLabel('Your postcode')).toHaveValue('BT7 1JL');
  });

  test('postcode, site, size, day and card: the order and the unit follow', async ({ page }) => {
    await signIn(page);
    await page.goto('/apps/drive-up');
    await page.getByLabel('Your postcode').fill('SW4 7AB');
    await page.getByRole('button', { name: 'Find sites' }).click();
    const sites = page.getByRole('group', { name: 'Sites near SW4 7AB' });
    await expect(sites.getByRole('radio').first()).toBeVisible();
    await expect(sites).toContainText('Boxroom Battersea');
    await expect(sites).toContainText('miles');
    await sites.getByRole('radio', { name: /Boxroom Battersea/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/drive-up\/unit$/);
    await page.getByRole('radio', { name: /^3 months/ }).check();
    const sizes = page.getByRole('group', { name: 'Unit size' });
    await expect(sizes).toContainText('A one-bedroom flat');
    await sizes.getByRole('radio', { name: /^25 sq ft/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/drive-up\/date$/);
    const days = page.getByRole('group', { name: 'When will you bring your things?' });
    await days.getByRole('radio').and(page.locator(':enabled')).nth(6).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/drive-up\/checkout$/);
    const summary = page.getByRole('region', { name: 'Your storage unit' });
    await expect(summary).toContainText('Boxroom Battersea');
    await expect(summary).toContainText('25 sq ft, 3-month contract');
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Grace Hopper');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your storage unit is booked' })).toBeVisible();
    const orderId = await page.getByTestId('order-number').textContent();

    await page.goto('/apps/my-stuff');
    const unit = page
      .getByRole('region', { name: 'Storage units' })
      .getByRole('article', { name: /^Unit B\d\d, 25 sq ft$/ });
    await expect(unit).toContainText('Booked');
    await expect(unit).toContainText('Shown here from your drop-off day');

    // Cancelled before the drop-off day, it is refunded and the unit is let go.
    await page.goto('/apps/orders');
    const order = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('article', { name: `Order ${orderId} Drive-up Storage` });
    await expect(order).toContainText('Booked');
    await expect(order).toContainText('the day before your drop-off day');
    await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await page
      .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
      .getByRole('button', { name: 'Yes, cancel this order' })
      .click();
    await expect(order).toContainText('Cancelled');
    await expect(order).toContainText('refund');
    await page.goto('/apps/my-stuff');
    await expect(page.getByRole('article', { name: /^Unit C01, 35 sq ft$/ })).toBeVisible();
    await expect(unit).toHaveCount(0);
  });
});

test.describe('drive-up storage units when a size runs out', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a day with none of the size left is shut, and a day taken meanwhile is refused with 198', async ({
    page,
    request,
  }) => {
    // Another customer holds units through the API, as their own funnel would.
    const login = await request.post('/api/auth/login', {
      data: { username: ORDERS_ONLY.email, password: ORDERS_ONLY.password },
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const me = await request.get('/v1/customer?integratorId=2', { headers });
    const { customerId } = (await me.json()) as { customerId: number };
    async function holdLargest(date: string) {
      const created = await request.post(
        `/v1/basket/cid/${customerId}/basketType/btb/marketingReference/null/partner/null/sales/false?integratorId=2`,
        { headers },
      );
      const { basketId } = (await created.json()) as { basketId: number };
      return request.put(`/v1/basket/storage/${basketId}?integratorId=2`, {
        headers,
        data: { dropOffType: 'driveUp', siteId: 1, unitSizeId: 7, dropOffDate: date },
      });
    }

    await signIn(page);
    await page.goto('/apps/drive-up');
    await page.getByLabel('Your postcode').fill('SW4 7AB');
    await page.getByRole('button', { name: 'Find sites' }).click();
    await page.getByRole('radio', { name: /Boxroom Battersea/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('group', { name: 'Unit size' })
      .getByRole('radio', { name: /^150 sq ft/ })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const days = page.getByRole('group', { name: 'When will you bring your things?' });
    // A day before any an earlier attempt filled: a letting holds its unit from its day on.
    const index = 20 - test.info().retry * 10;
    const day = days.getByRole('radio').nth(index);
    const date = (await day.getAttribute('value')) ?? '';
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // One of Battersea's two largest units is held for that day already; the customer picks
    // it, and before they go on the other is taken too.
    expect((await holdLargest(date)).ok()).toBe(true);
    await day.check();
    expect((await holdLargest(date)).ok()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();

    const refusal = page.getByRole('alert').filter({ hasText: 'Please choose another day' });
    await expect(refusal).toContainText('Not enough units at this site on the drop-off day');
    await expect(page).toHaveURL(/\/apps\/drive-up\/date$/);
    // The days are read again: that one is now shut, with the reason.
    const full = days.getByRole('radio').nth(index);
    await expect(full).toBeDisabled();
    await expect(days).toContainText('None left on this day');
  });
});
