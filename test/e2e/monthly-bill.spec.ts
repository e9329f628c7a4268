import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newCustomerEmail } from './support/accounts';
import {
  chooseAddressByPostcode,
  chooseFirstTimeslot,
  createAccountOnTheWay,
  declinePacking,
  payWithCard,
} from './support/ordering';

/*
 * The monthly bill as a customer lives it (issue 29): storage ordered with consent to keep the
 * card, month 2 billed by the operator's `ops billing`, the bill on Payments and the next date
 * in My stuff; then a card that declines every charge made the default, a refused month, the
 * banner on every account page, and the balance paid with another card.
 */

const SUCCEEDS = '4242 4242 4242 4242';
/** Saves without trouble; every charge on it is then declined. */
const DECLINES_LATER = '4000 0000 0000 0341';

interface AgreementView {
  orderId: number;
  nextPaymentDate: string | null;
  monthlyAmount: number;
}

async function apiHeaders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('boxroom.accessToken'));
  return { authorization: `Bearer ${token}` };
}

/** The customer's monthly agreements, as the API gives them to My stuff. */
async function agreementsOf(page: Page, request: APIRequestContext): Promise<AgreementView[]> {
  const headers = await apiHeaders(page);
  const customer = await request.get('/v1/customer?integratorId=2', { headers });
  const { customerId } = (await customer.json()) as { customerId: number };
  const response = await request.get(`/v1/agreements/${customerId}?integratorId=2`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { agreements: AgreementView[] }).agreements;
}

/** `npm run ops -- billing --date D --customer E`, through the server that holds the data. */
async function runBilling(request: APIRequestContext, date: string, email: string) {
  const response = await request.post('/_ops/run', {
    headers: { 'X-Boxroom-Ops': '1' },
    data: { argv: ['billing', '--date', date, '--customer', email] },
  });
  expect(response.ok()).toBe(true);
  const result = (await response.json()) as { output: string[]; exitCode: number };
  expect(result.exitCode).toBe(0);
  return result.output.join('\n');
}

/** '2027-01-03' → '3 January 2027'-style day as the page writes it, matched loosely. */
function dayPattern(isoDate: string): RegExp {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const day = date.getUTCDate();
  return new RegExp(`${day}(st|nd|rd|th)? ${month}`);
}

test.describe('the monthly bill', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a box order keeps its card, month 2 is billed, a declined month is chased and paid', async ({
    page,
    request,
  }) => {
    const email = newCustomerEmail();
    await page.goto('/apps/order');
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    await page.getByRole('radio', { name: /^1 month/ }).check();
    await createAccountOnTheWay(page, email);
    await chooseAddressByPostcode(page);
    await chooseFirstTimeslot(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await declinePacking(page);

    // Consent, beside Pay, in the server's figures.
    const consent = page.getByText(/^We'll keep this card for your monthly payments of £/);
    await expect(consent).toBeVisible();
    await payWithCard(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    const orderId = Number(await page.getByTestId('order-number').textContent());

    const [agreement] = await agreementsOf(page, request);
    expect(agreement?.orderId).toBe(orderId);
    const firstBill = agreement?.nextPaymentDate ?? '';
    expect(firstBill).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const monthly = `£${agreement?.monthlyAmount.toFixed(2)}`;
    await expect(consent).toHaveCount(0);

    // My stuff: the next payment, its day and the card kept at checkout.
    await page.goto('/apps/my-stuff');
    const storage = page.getByRole('article', { name: `Boxes from order #${orderId}` });
    await expect(storage).toContainText(monthly);
    await expect(storage).toContainText(dayPattern(firstBill));
    await expect(storage).toContainText('Visa •••• 4242');

    // Month 2, billed by the operator's run for that day.
    expect(await runBilling(request, firstBill, email)).toContain('1 paid, 0 failed');
    await page.goto('/apps/payments');
    const bills = page.getByRole('table', { name: 'Monthly bills, newest first' });
    const paid = bills.getByRole('row').filter({ hasText: `order #${orderId}` });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('Paid');
    await expect(paid).toContainText(monthly);

    const [afterMonthTwo] = await agreementsOf(page, request);
    const secondBill = afterMonthTwo?.nextPaymentDate ?? '';
    expect(secondBill > firstBill).toBe(true);
    await page.goto('/apps/my-stuff');
    await expect(storage).toContainText(dayPattern(secondBill));

    // A new default card takes the monthly payments over; this one declines every charge.
    await page.goto('/apps/cards');
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('region', { name: 'Add a card' });
    await form.getByLabel('Card number').fill(DECLINES_LATER);
    await form.getByLabel('Expiry date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Name on card').fill('Grace Hopper');
    await form.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('button', { name: 'Make default Visa ending 0341' }).click();
    const declining = page
      .getByRole('region', { name: 'Your saved cards' })
      .getByRole('listitem')
      .filter({ hasText: 'Visa ending 0341' });
    await expect(declining).toContainText('Default');
    await expect(declining).toContainText(`order #${orderId}`);

    // Month 3 is refused: the banner says so on every account page, with Pay now.
    expect(await runBilling(request, secondBill, email)).toContain('0 paid, 1 failed');
    await page.goto('/apps/orders');
    const banner = page.getByRole('status').filter({ hasText: "didn't go through" });
    await expect(banner).toContainText(`Your monthly payment of ${monthly}`);
    await expect(banner).toContainText(`order ${orderId}`);
    await banner.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/apps\/payments/);

    // Paid with the card that works; the banner goes and nothing is owed.
    await page.getByRole('radio', { name: /Visa ending 4242/ }).check();
    await page.getByRole('button', { name: /^Pay £[\d,.]+ now$/ }).click();
    await expect(page.getByText('Payment taken', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Nothing to pay. Your account is up to date.')).toBeVisible();
    await page.goto('/apps/my-stuff');
    await expect(storage).toBeVisible();
    await expect(page.getByText("didn't go through")).toHaveCount(0);
  });
});
