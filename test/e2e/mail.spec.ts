import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newCustomerEmail } from './support/accounts';
import { workerServer } from './support/servers';

/*
 * What a customer has in writing: the server's job queue sends the confirmation of an order
 * paid with 4242 (with the booked window as an .ics) and, after a cancellation, the refund.
 * The mails are read as the development helper reports them and as the .eml files in the
 * server's DATA_DIR/outbox.
 */

const PASSWORD = 'a long storage phrase';
const TIMESLOT = /(am|pm) – \d/;

interface OutboxMail {
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string }[];
}

/** The latest mail to `email` once it matches `subject` (the queue sends it shortly after). */
async function mailTo(request: APIRequestContext, email: string, subject: RegExp) {
  let latest: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/identity/_outbox/latest?email=${encodeURIComponent(email)}`,
        );
        latest = res.ok() ? ((await res.json()) as OutboxMail) : undefined;
        return latest?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(subject);
  if (!latest) throw new Error(`No mail to ${email}`);
  return latest;
}

/** The .eml files in the server's outbox that were sent to `email`. */
async function emlFilesTo(email: string): Promise<string[]> {
  const { dataDir } = workerServer();
  const outbox = path.join(dataDir, 'outbox');
  const names = await readdir(outbox);
  const files = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return files.filter((file) => new RegExp(`^To: ${email}\\r?$`, 'm').test(file));
}

async function orderBoxesAsNewCustomer(page: Page, email: string) {
  await page.goto('/apps/order');
  await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
  await page.getByRole('button', { name: 'Add one Small box' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);

  await page.getByLabel('Postcode').fill('SW4 7AB');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select an address').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);

  await page.getByRole('radio', { name: TIMESLOT }).and(page.locator(':enabled')).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/materials\/selection$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/packing$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/order\/checkout$/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
}

test.describe('mail a customer gets', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an order paid with 4242 is confirmed by mail with its .ics; its cancellation names the refund and the card', async ({
    page,
    request,
  }) => {
    const email = newCustomerEmail();
    await orderBoxesAsNewCustomer(page, email);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const confirmed = await page.getByTestId('amount-charged').textContent();
    const charged = confirmed?.match(/£[\d,]+\.\d{2}/)?.[0] ?? '';
    expect(charged).not.toBe('');

    const confirmation = await mailTo(
      request,
      email,
      new RegExp(`${orderId}.*confirmed|confirmed.*${orderId}`, 'i'),
    );
    expect(confirmation.body).toContain(`${charged} charged to Visa •••• 4242`);
    expect(confirmation.attachments).toEqual([
      expect.objectContaining({
        filename: `boxroom-order-${orderId}.ics`,
        contentType: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
    // In the outbox as a file a mail program opens, with the calendar entry attached.
    const files = await emlFilesTo(email);
    const withCalendar = files.filter((file) => file.includes(`boxroom-order-${orderId}.ics`));
    expect(withCalendar).toHaveLength(1);
    expect(withCalendar[0]).toMatch(/Content-Type: text\/calendar/);

    await page.goto('/apps/orders');
    const card = page.getByRole('article', { name: new RegExp(`^Order ${orderId} `) });
    await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    await page
      .getByRole('dialog', { name: `Cancel order ${orderId}?` })
      .getByRole('button', { name: 'Yes, cancel this order' })
      .click();
    await expect(card.getByText(`Cancelled · ${charged} refunded to Visa •••• 4242`)).toBeVisible();

    const refund = await mailTo(request, email, /cancel/i);
    expect(refund.subject).toContain(orderId);
    expect(refund.body).toContain(charged);
    expect(refund.body).toContain('Visa •••• 4242');
    expect(refund.attachments).toEqual([]);
    await expect.poll(async () => (await emlFilesTo(email)).length).toBe(files.length + 1);
  });
});
