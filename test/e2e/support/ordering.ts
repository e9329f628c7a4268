import { expect, type Page } from '@playwright/test';

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
