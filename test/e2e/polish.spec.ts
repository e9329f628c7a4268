import { expect, type Locator, type Page, test } from '@playwright/test';
import { newCustomerEmail } from './support/accounts';

/*
 * The small things a customer notices on the way through a funnel on a phone (390 px): each
 * check here is one that failed before.
 */

const PASSWORD = 'a long storage phrase';
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}

/** Whether any part of the element is inside the window. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const { y, height } = await box(locator);
  const viewport = page.viewportSize();
  return y < (viewport?.height ?? 0) && y + height > 0;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 90_000 });

  test('the order funnel: sign-in prompt in view, postcode tidied, slots by day, total before Pay', async ({
    page,
  }) => {
    await page.goto('/apps/order');
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 1. The prompt takes focus, so it is scrolled to and read out.
    const prompt = page.getByRole('heading', { name: 'Sign in to book your collection' });
    await expect(prompt).toBeFocused();
    expect(await inView(page, prompt)).toBe(true);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email address').fill(newCustomerEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);
    // The boxes chosen before signing up are still there.
    await page.getByText('Show summary').click();
    await expect(page.getByText(/^2 × Small box/).filter({ visible: true })).toHaveCount(1);

    // 5. A postcode typed without its space is echoed as written on an envelope.
    await page.getByLabel('Postcode').fill('sw47ab');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'found for' })).toContainText(
      'found for SW4 7AB',
    );
    await page.getByLabel('Select an address').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);

    // 3. Each day's windows sit side by side in equal columns; the days read downwards.
    const windows = page.getByRole('radio', { name: /(am|pm) – \d/ });
    await expect(windows.first()).toBeVisible();
    const labels = page.locator('label').filter({ has: windows });
    const [morning, afternoon, nextMorning] = await Promise.all(
      [0, 1, 2].map(async (index) => box(labels.nth(index))),
    );
    if (!morning || !afternoon || !nextMorning) throw new Error('Too few windows');
    expect(Math.abs(morning.y - afternoon.y)).toBeLessThan(2);
    expect(Math.abs(morning.width - afternoon.width)).toBeLessThan(2);
    expect(nextMorning.y).toBeGreaterThan(morning.y + morning.height);
    expect(afternoon.x + afternoon.width).toBeLessThanOrEqual(PHONE.width);

    await windows.and(page.locator(':enabled')).first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Packing materials' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Our packers are offered, never chosen for the customer.
    await expect(page.getByRole('radio', { name: "No thanks, I'll pack myself" })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/checkout$/);

    // 2. The total, with the summary folded under it, comes before the Pay button.
    const total = page.getByText(/^To pay today £/).filter({ visible: true });
    const pay = page.getByRole('button', { name: /^Pay £/ });
    await expect(pay).toBeVisible();
    expect((await box(total)).y).toBeLessThan((await box(pay)).y);
    await expect(page.getByText('Show summary')).toBeVisible();
  });
});

test.describe('addresses and status', () => {
  test('an orderId that is not a number is a page that does not exist', async ({ page }) => {
    await page.goto('/apps/order-success?orderId=abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('Page Not Found: /apps/order-success')).toBeVisible();
  });

  test('a page typed in capitals is moved to its real address, and says what it is', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/FAQS', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/faqs$/);
    await page.goto('/FAQS');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/404/);
  });
});
