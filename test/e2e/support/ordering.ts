import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/*
 * The order funnel's steps as a customer takes them, shared by the journeys that order
 * storage on the way to something else (the order itself, the monthly bill).
 */

export const PASSWORD = 'a long storage phrase';

/** Continue, then create an account on the way without losing the boxes. */
export async function createAccountOnTheWay(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/apps\/signup\?redirect=/);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);
}

export async function chooseAddressByPostcode(page: Page) {
  await page.getByLabel('Postcode').fill('SW4 7AB');
  await page.getByRole('button', { name: 'Find address' }).click();
  const list = page.getByLabel('Select an address');
  await expect(list).toBeVisible();
  await list.selectOption({ index: 1 });
  await expect(page.getByText('Collecting from:')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);
}

/** A timeslot's radio reads like '8am – 1pm'. */
export const TIMESLOT = /(am|pm) – \d/;

export async function chooseFirstTimeslot(page: Page) {
  // Timeslots only: the step before may still be on screen while this one loads.
  await page.getByRole('radio', { name: TIMESLOT }).and(page.locator(':enabled')).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/materials\/selection$/);
}

/** Our packers are offered, and not booked unless the customer says yes. */
export async function declinePacking(page: Page) {
  await expect(page).toHaveURL(/\/apps\/order\/packing$/);
  await expect(page.getByRole('radio', { name: "No thanks, I'll pack myself" })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/checkout$/);
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The amount a price summary shows to pay today, in pence ('FREE' is nothing). */
export async function shownTotal(summary: Locator): Promise<number> {
  const text = await summary
    .getByText('To pay today', { exact: true })
    .locator('xpath=following-sibling::*')
    .first()
    .textContent({ timeout: 2_000 })
    .catch(() => null);
  if (text === null) return Number.NaN;
  if (/free/i.test(text)) return 0;
  const match = text.match(/£([\d,]+\.\d{2})/);
  return match?.[1] ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : Number.NaN;
}

/**
 * What the server says the basket a funnel keeps under `key` (its local storage name after
 * 'boxroom.state.') costs today, in pence, asked with the page's own token.
 */
export async function basketTotal(
  page: Page,
  request: APIRequestContext,
  key: string,
): Promise<number> {
  const [token, basketId] = await page.evaluate(
    (name) => [localStorage.getItem('boxroom.accessToken'), localStorage.getItem(name)],
    `boxroom.state.${key}`,
  );
  if (!basketId) return Number.NaN;
  const response = await request.get(`/v1/basket/${basketId}?integratorId=2`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { quote: { total: number } };
  return Math.round(body.quote.total * 100);
}

/**
 * After a paid choice: the basket's quote has moved by what the choice costs, and the summary
 * shows that total (not the one before the choice).
 */
export async function expectRunningTotal(
  page: Page,
  request: APIRequestContext,
  key: string,
  summary: Locator,
  expected: number,
) {
  await expect.poll(() => basketTotal(page, request, key)).toBe(expected);
  await expect.poll(() => shownTotal(summary)).toBe(expected);
}
