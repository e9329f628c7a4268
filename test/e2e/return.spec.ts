import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/accounts';

/*
 * The demo customer returns boxes and books a collection. Tests in one run share the demo
 * account (and other spec files use it too), so each test picks boxes by what they are now,
 * not by name, and never relies on a box another test may have moved.
 */

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

/** The cards of My stuff's current tab whose status badge reads exactly `status`. */
function cardsWithStatus(page: Page, status: string): Locator {
  return page
    .getByRole('list', { name: 'Your boxes' })
    .getByRole('article')
    .filter({ has: page.getByText(status, { exact: true }) });
}

async function boxIdOf(card: Locator): Promise<number> {
  const heading = await card.getByRole('heading').textContent();
  const boxId = Number(heading?.match(/Box (\d+)$/)?.[1]);
  if (!boxId) throw new Error(`No box number in "${heading}"`);
  return boxId;
}

/** The warehouse's command (`npm run ops`), which a running test server answers locally. */
async function ops(request: APIRequestContext, ...argv: string[]) {
  const response = await request.post('/_ops/run', {
    headers: { 'X-Boxroom-Ops': '1' },
    data: { argv },
  });
  expect(response.ok()).toBe(true);
  const result = (await response.json()) as { exitCode: number; output: string[] };
  expect(result.exitCode, result.output.join('\n')).toBe(0);
}

/** The order as the API lists it, asked with the page's own token. */
async function listedOrder(page: Page, request: APIRequestContext, orderId: number) {
  const token = await page.evaluate(() => localStorage.getItem('boxroom.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const customer = await request.get('/v1/customer?integratorId=2', { headers });
  const { customerId } = (await customer.json()) as { customerId: number };
  const orders = await request.get(`/v1/orders/${customerId}/1/50/desc?integratorId=2`, {
    headers,
  });
  const body = (await orders.json()) as { orders: { orderId: number; orderType: string }[] };
  return body.orders.find((order) => order.orderId === orderId);
}

/** A timeslot's radio reads like '8am – 1pm'. */
const TIMESLOT = /(am|pm) – \d/;

async function chooseFirstTimeslot(page: Page, index = 0) {
  // Timeslots only: the step before may still be on screen while this one loads.
  await page
    .getByRole('radio', { name: TIMESLOT })
    .and(page.locator(':enabled'))
    .nth(index)
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('returning boxes and booking a collection, as the demo customer', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a direct visit to a later step lands on the first step not done', async ({ page }) => {
    await page.goto('/apps/return/summary');
    await expect(page).toHaveURL(/\/apps\/return\/address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Boxes to return' })).toBeVisible();
    // Never moved back without a reason.
    await expect(
      page.getByText(
        'Choose the boxes to return and where to deliver them before going on to summary.',
      ),
    ).toBeVisible();
  });

  test('the same return, three times over, only ever moves forward', async ({ page }) => {
    for (let journey = 0; journey < 3; journey += 1) {
      const steps: string[] = [];
      const record = (frame: { url(): string }) => {
        if (frame === page.mainFrame()) steps.push(new URL(frame.url()).pathname);
      };
      page.on('framenavigated', record);
      await page.goto('/apps/my-stuff');
      const boxId = await boxIdOf(cardsWithStatus(page, 'In storage').first());
      await page.goto(`/apps/return?boxes=${boxId}`);
      await page.getByRole('radio', { name: /Rectory Grove/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await chooseFirstTimeslot(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('button', { name: /^(Pay|Book your return)/ }).click();
      await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
      page.off('framenavigated', record);

      const order = ['address', 'timeslot', 'contact', 'summary', 'checkout'];
      const visited = steps
        .map((path) => path.match(/^\/apps\/return\/(\w+)$/)?.[1])
        .filter((step): step is string => step !== undefined)
        .map((step) => order.indexOf(step));
      for (let index = 1; index < visited.length; index += 1) {
        expect(visited[index], steps.join(' > ')).toBeGreaterThanOrEqual(visited[index - 1] ?? 0);
      }
      // The box goes back into storage for the next journey.
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await page.goto('/apps/orders');
      await page.getByRole('button', { name: `Cancel order ${orderId}` }).click();
      await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
      await expect(page.getByText(/^Cancelled/).first()).toBeVisible();
    }
  });

  test('a detained box is refused with the customer-services number', async ({ page, request }) => {
    const boxId = await boxIdOf(cardsWithStatus(page, 'In storage').first());
    await ops(request, 'detain', String(boxId));
    try {
      await page.goto(`/apps/return?boxes=${boxId}`);
      await expect(page).toHaveURL(/\/apps\/return\/address$/);
      await expect(
        page
          .getByText(
            'Detained items cannot be returned, please call customer services on 0800 048 1234',
          )
          .first(),
      ).toBeVisible();
    } finally {
      await ops(request, 'release', String(boxId));
    }
  });

  test('two stored boxes come back to a new address with room return, paid by card', async ({
    page,
    request,
  }) => {
    const stored = cardsWithStatus(page, 'In storage');
    await expect(stored.nth(1)).toBeVisible();
    const boxIds = [await boxIdOf(stored.nth(0)), await boxIdOf(stored.nth(1))];
    for (const boxId of boxIds) {
      await page
        .getByRole('article', { name: new RegExp(`Box ${boxId}$`) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: 'Return selected (2)' }).click();

    // Address: both boxes ticked, a new address in Belfast, carried into a room.
    await expect(page).toHaveURL(/\/apps\/return\/address$/);
    const chooser = page.getByRole('group', { name: 'Boxes to return' });
    for (const boxId of boxIds) {
      await expect(
        chooser.getByRole('checkbox', { name: new RegExp(`box ${boxId}\\)`) }),
      ).toBeChecked();
    }
    await expect(page.getByText(/^We deliver from London, .* and Dublin\.$/)).toBeVisible();
    await page.getByRole('radio', { name: 'Use a new address' }).check();
    await page.getByLabel('Postcode').fill('BT7 1JL');
    await page.getByRole('button', { name: 'Find address' }).click();
    const list = page.getByLabel('Select an address');
    const option = list.locator('option', { hasText: '62 Botanic Avenue' });
    await list.selectOption((await option.getAttribute('value')) ?? '');
    await expect(
      page.getByText('A long-distance surcharge of £35.00 applies to this address.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /Carry my boxes into a room \(£25\.00\)/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Room return needs to know where to carry the boxes.
    await expect(
      page.getByRole('link', { name: 'Enter the floor and the room we carry your boxes to' }),
    ).toBeVisible();
    await page.getByLabel('Which floor and room?').fill('First floor, front bedroom');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Timeslot: weekdays only, the earliest day explained.
    await expect(page).toHaveURL(/\/apps\/return\/timeslot$/);
    await expect(page.getByText(/^Earliest available: within \w+ days? \(/)).toBeVisible();
    await expect(page.getByText(/Saturday/).first()).toBeVisible();
    await chooseFirstTimeslot(page);

    // Contact: the customer's own email and mobile are offered.
    await expect(page).toHaveURL(/\/apps\/return\/contact$/);
    await expect(page.getByLabel('Email address for delivery updates')).toHaveValue(DEMO.email);
    // The price beside it is the return's, never the storage order's empty basket.
    await expect(page.getByText(/Add something to store/)).toHaveCount(0);
    await page.getByLabel('Phone number for the driver').fill('07700 900 982');
    await page.getByLabel('Why are you having these boxes back?').fill('Moving into a new flat');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Summary: every box, the address, room return, the time and the price.
    await expect(page).toHaveURL(/\/apps\/return\/summary$/);
    const summary = page.getByRole('region', { name: 'Your return' });
    for (const boxId of boxIds) await expect(summary.getByText(`(box ${boxId})`)).toBeVisible();
    await expect(summary.getByText(/62 Botanic Avenue/)).toBeVisible();
    await expect(summary.getByText('Yes: First floor, front bedroom')).toBeVisible();
    await expect(summary.getByText(`${DEMO.email}, 07700 900982`)).toBeVisible();
    const price = page.getByRole('region', { name: 'Return price' });
    await expect(price.getByText('Room return')).toBeVisible();
    await expect(price.getByText('Long-distance surcharge')).toBeVisible();
    await expect(price.getByText('£60.00')).toBeVisible();

    // A change from the summary comes back to the summary.
    const slotBefore = await summary.getByText(/(am|pm) – /).textContent();
    await summary.getByRole('link', { name: 'Change delivery time' }).click();
    await expect(page).toHaveURL(/\/apps\/return\/timeslot$/);
    await chooseFirstTimeslot(page, 1);
    await expect(page).toHaveURL(/\/apps\/return\/summary$/);
    await expect(summary.getByText(/(am|pm) – /)).not.toHaveText(slotBefore ?? '');

    // Checkout: the default saved card pays, as for an order (other specs may have changed
    // which card that is).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/apps\/return\/checkout$/);
    await expect(page.getByRole('radio', { name: / ending \d{4}/, checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Pay £60.00' }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your return is booked' })).toBeVisible();
    await expect(
      page.getByText(/We bring your 2 boxes back to .*62 Botanic Avenue.* on /),
    ).toBeVisible();
    const orderId = Number(await page.getByTestId('order-number').textContent());
    expect(await listedOrder(page, request, orderId)).toMatchObject({
      orderId,
      orderType: 'BTB_RETURN',
    });

    // My stuff: both boxes are still in storage, with their return booked.
    await page.getByRole('link', { name: 'Go to My stuff' }).click();
    await expect(page).toHaveURL(/\/apps\/my-stuff$/);
    for (const boxId of boxIds) {
      const card = page.getByRole('article', { name: new RegExp(`Box ${boxId}$`) });
      await expect(card.getByText('In storage, return booked', { exact: true })).toBeVisible();
      // Booked in an open order: it says so and cannot be chosen for another.
      await expect(card.getByText(/^Booked for return on \w+day \d+\w\w \w+$/)).toBeVisible();
      await expect(card.getByRole('checkbox')).toHaveCount(0);
    }
  });

  test('a box at home is collected again', async ({ page, request }) => {
    await page.getByRole('tab', { name: 'At home' }).click();
    const atHome = cardsWithStatus(page, 'With you').first();
    await expect(atHome).toBeVisible();
    const boxId = await boxIdOf(atHome);
    await atHome.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Collect selected (1)' }).click();

    await expect(page).toHaveURL(/\/apps\/collect\/address$/);
    await expect(
      page
        .getByRole('group', { name: 'Boxes to collect' })
        .getByRole('checkbox', { name: new RegExp(`box ${boxId}\\)`) }),
    ).toBeChecked();
    await page.getByRole('radio', { name: /Flat 1, 9 Rectory Grove/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/collect\/timeslot$/);
    await chooseFirstTimeslot(page);

    await expect(page).toHaveURL(/\/apps\/collect\/checkout$/);
    const summary = page.getByRole('region', { name: 'Your collection' });
    await expect(summary.getByText(`(box ${boxId})`)).toBeVisible();
    await expect(summary.getByText(/Flat 1, 9 Rectory Grove/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^1 month/ })).toBeChecked();
    await page.getByRole('button', { name: /^Pay £/ }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your collection is booked' })).toBeVisible();
    const orderId = Number(await page.getByTestId('order-number').textContent());
    expect(await listedOrder(page, request, orderId)).toMatchObject({
      orderId,
      orderType: 'COLLECTION',
    });

    await page.getByRole('link', { name: 'Go to My stuff' }).click();
    await page.getByRole('tab', { name: 'At home' }).click();
    await expect(
      page
        .getByRole('article', { name: new RegExp(`Box ${boxId}$`) })
        .getByText('Waiting to be collected', { exact: true }),
    ).toBeVisible();
  });
});
