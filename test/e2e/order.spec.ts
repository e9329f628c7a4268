import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, newCustomerEmail, ORDERS_ONLY } from './support/accounts';
import {
  chooseAddressByPostcode,
  chooseFirstTimeslot,
  createAccountOnTheWay,
  declinePacking,
  payWithCard,
  TIMESLOT,
} from './support/ordering';

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const NEEDS_AUTHENTICATION = '4000 0025 0000 3155';

/** Pricing as a new visitor: 3 small boxes for 6 months. */
async function priceThreeBoxesForSixMonths(page: Page) {
  await page.goto('/apps/order');
  await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
  const addSmall = page.getByRole('button', { name: 'Add one Small box' });
  for (let box = 0; box < 3; box += 1) await addSmall.click();
  await page.getByRole('radio', { name: /^6 months/ }).check();
  const summary = page.getByRole('region', { name: 'Your price' });
  await expect(summary.getByText('3 × Small box')).toBeVisible();
  await expect(summary.getByText('To pay today')).toBeVisible();
}

/** Nothing paid is in the basket until the customer adds the suggestion with one click. */
async function addSuggestedMaterials(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Packing materials' })).toBeVisible();
  for (const quantity of await page.getByRole('spinbutton').all()) {
    await expect(quantity).toHaveValue('0');
  }
  await page.getByRole('button', { name: /^Add suggested materials \(£/ }).click();
  await expect(page.getByRole('button', { name: /^Add suggested materials/ })).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await declinePacking(page);
}

async function chooseCoverAndPromotion(page: Page) {
  await page.getByRole('radio', { name: /^Cover up to £1,000/ }).check();
  await page.getByLabel('Promotion code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid promotion code').first()).toBeVisible();
  await page.getByLabel('Promotion code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove promotion code WELCOME10' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('Promotion WELCOME10'),
  ).toBeVisible();
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
  expect(orders.ok()).toBe(true);
  const body = (await orders.json()) as { orders: { orderId: number; orderType: string }[] };
  return body.orders.find((order) => order.orderId === orderId);
}

async function reachCheckout(page: Page) {
  await priceThreeBoxesForSixMonths(page);
  await createAccountOnTheWay(page, newCustomerEmail());
  await chooseAddressByPostcode(page);
  await chooseFirstTimeslot(page);
  await addSuggestedMaterials(page);
}

test.describe('ordering storage', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new visitor orders 3 boxes for 6 months and pays by card', async ({ page, request }) => {
    await reachCheckout(page);
    await chooseCoverAndPromotion(page);
    // Paying is the consent to keep the card for the monthly payments, said beside Pay.
    const consent =
      /^We'll keep this card for your monthly payments of £[\d,]+\.\d\d, from \d{1,2} [A-Z][a-z]+ \d{4}; change the card or stop any time in Cards\.$/;
    await expect(page.getByText(consent)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveAccessibleDescription(consent);
    await payWithCard(page, SUCCEEDS);

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
    const orderId = Number(await page.getByTestId('order-number').textContent());
    await expect(page.getByText(/We collect from .* on /)).toBeVisible();
    await expect(page.getByTestId('amount-charged')).toContainText('charged to Visa •••• 4242');
    await expect(
      page.getByText(/^We'll keep Visa •••• 4242 for your monthly payments/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My stuff' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Print your box labels' })).toBeVisible();

    const order = await listedOrder(page, request, orderId);
    expect(order).toMatchObject({ orderId, orderType: 'BTB' });
    await page.getByRole('link', { name: 'See your orders' }).click();
    await expect(page).toHaveURL(/\/apps\/orders$/);
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Order ${orderId}\\b`) }),
    ).toBeVisible();

    // The new boxes wait for their collection: booked, so they cannot be booked again.
    await page.goto('/apps/my-stuff');
    await page.getByRole('tab', { name: 'At home' }).click();
    const boxes = page.getByRole('list', { name: 'Your boxes' }).getByRole('article');
    await expect(boxes).toHaveCount(3);
    for (const box of await boxes.all()) {
      await expect(box.getByText(/^Booked for collection on /)).toBeVisible();
      await expect(box.getByRole('checkbox')).toHaveCount(0);
    }
    const firstBoxId = Number(
      ((await boxes.first().getByRole('heading').textContent()) ?? '').match(/Box (\d+)$/)?.[1],
    );
    expect(firstBoxId).toBeGreaterThan(0);
    const token = await page.evaluate(() => localStorage.getItem('boxroom.accessToken'));
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/v1/customer?integratorId=2', { headers })).json()) as {
      customerId: number;
    };
    const created = await request.post(
      `/v1/basket/cid/${me.customerId}/basketType/collection/marketingReference/null/partner/null/sales/false?integratorId=2`,
      { headers },
    );
    const { basketId } = (await created.json()) as { basketId: number };
    const again = await request.put(`/v1/basket/collection/${basketId}?integratorId=2`, {
      headers,
      data: { collectionItems: [{ boxId: firstBoxId }] },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { errorCode: number }).errorCode).toBe(187);

    // The card paid with is kept in Cards for the monthly payments.
    await page.goto('/apps/cards');
    await expect(
      page.getByRole('region', { name: 'Your saved cards' }).getByRole('listitem'),
    ).toContainText(['Visa']);
    await expect(page.getByRole('region', { name: 'Your saved cards' })).toContainText('4242');

    // The next visit starts a new order.
    await page.goto('/apps/order');
    await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
    await expect(page.getByRole('spinbutton', { name: 'Small box' })).toHaveValue('0');
  });

  test('a checkout that cannot load says so, and Try again loads it', async ({ page }) => {
    // The cover levels' call fails (a gateway in trouble) until the customer tries again.
    const insurance = '**/insurance/prices/**';
    await page.route(insurance, (route) => route.fulfill({ status: 503, body: '' }));
    await reachCheckout(page);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't load this step")).toBeVisible();
    await expect(page.getByText('Please check your connection, then try again.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Cover up to £1,000/ })).toHaveCount(0);

    await page.unroute(insurance);
    await retry.click();
    await expect(page.getByRole('radio', { name: /^Cover up to £1,000/ })).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('a declined card keeps the basket, and paying again with another card succeeds', async ({
    page,
  }) => {
    await reachCheckout(page);
    await payWithCard(page, DECLINED);
    await expect(
      page.getByText('Payment not taken, please check your card details').first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/apps\/order\/checkout$/);
    await expect(page.getByText('3 × Small box for 6 months')).toBeVisible();

    await payWithCard(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
  });

  test('a card that needs the bank to confirm is approved in the dialog', async ({ page }) => {
    await reachCheckout(page);
    await payWithCard(page, NEEDS_AUTHENTICATION);
    const dialog = page.getByRole('dialog', { name: 'Your bank needs to confirm this payment' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: /approve/i }).click();
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
  });

  test('a reload in the middle of the funnel resumes the step', async ({ page }) => {
    await priceThreeBoxesForSixMonths(page);
    // An anonymous visitor's boxes survive a reload too.
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Small box' })).toHaveValue('3');
    await expect(page.getByRole('radio', { name: /^6 months/ })).toBeChecked();

    await createAccountOnTheWay(page, newCustomerEmail());
    await chooseAddressByPostcode(page);
    await page.reload();
    await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Collection time' })).toBeVisible();
    // The earliest date is named, and the weekend rule says what Saturdays allow (172).
    await expect(
      page.getByText(/^Earliest available: .+ \(\w+day \d{1,2}(st|nd|rd|th) \w+\)$/),
    ).toBeVisible();
    await expect(page.getByText(/doorstep collection is not available on Saturdays/)).toBeVisible();

    // A direct visit to a later step lands on the first step not yet done.
    await page.goto('/apps/order/checkout');
    await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);
    await page.goto('/apps/order');
    await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);

    // Back goes to the address step, where the chosen address is still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);
    await expect(page.getByText('Collecting from:')).toBeVisible();
  });
});

/** '£1,234.56' or '£96.66' as pence, to compare what two places on screen say. */
function pence(text: string | null): number {
  const match = text?.match(/£([\d,]+\.\d{2})/);
  if (!match?.[1]) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

function totalIn(summary: Locator): Locator {
  return summary.getByText('To pay today', { exact: true }).locator('xpath=following-sibling::*');
}

/** A /v1 token for an account, asked the way the sign-in form does. */
async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/identity/token', {
    form: {
      username: account.email,
      password: account.password,
      grant_type: 'password',
      country: 'uk',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test.describe('the packing service in a storage order', () => {
  test.describe.configure({ timeout: 90_000 });

  test('packers added inside a box order come before the collection, and are charged with it', async ({
    page,
  }) => {
    await page.goto('/apps/signin?redirect=%2Fapps%2Forder');
    await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
    await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
    await priceThreeBoxesForSixMonths(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);
    const chosen = page.getByText('Collecting from:');
    const saved = page
      .getByRole('group', { name: 'Where should we collect from?' })
      .getByRole('radio')
      .first();
    const postcode = page.getByLabel('Postcode');
    await expect(chosen.or(saved).or(postcode).first()).toBeVisible();
    if (await saved.isVisible()) {
      await saved.check();
    } else if (!(await chosen.isVisible())) {
      await postcode.fill('SW4 7AB');
      await page.getByRole('button', { name: 'Find address' }).click();
      await page.getByLabel('Select an address').selectOption({ index: 1 });
    }
    await expect(chosen).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // A collection late in the fortnight leaves days for the packers before it.
    await expect(page).toHaveURL(/\/apps\/order\/collection\/timeslot$/);
    await page.getByRole('radio', { name: TIMESLOT }).and(page.locator(':enabled')).last().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/materials\/selection$/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/order\/packing$/);
    const summary = page.getByRole('complementary', { name: 'Price summary' });
    const withoutPacking = pence(await totalIn(summary).textContent());
    await page.getByRole('radio', { name: 'Yes, send your packers' }).check();
    await page.getByRole('button', { name: 'Add one Rooms to pack' }).click();
    await expect(page.getByText('About 12 boxes: our packers need about 2 hours.')).toBeVisible();
    await expect(page.getByText(/On a weekday before your collection on \w+day/)).toBeVisible();
    await page.getByRole('radio', { name: TIMESLOT }).and(page.locator(':enabled')).first().check();
    await expect(summary).toContainText('Packing service: 2 packers for about 2 hours');
    await expect
      .poll(async () => pence(await totalIn(summary).textContent()))
      .toBe(withoutPacking + 9600);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/order\/checkout$/);
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await expect(orderSummary).toContainText('Packing service: 2 packers for about 2 hours');
    const total = pence(await totalIn(orderSummary).textContent());
    expect(total).toBe(withoutPacking + 9600);
    await page.getByRole('button', { name: 'Use a new card' }).click();
    await payWithCard(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    expect(pence(await page.getByTestId('amount-charged').textContent())).toBe(total);
    const orderId = await page.getByTestId('order-number').textContent();

    // The account's other tests expect no boxes: the order is cancelled, and refunded.
    await page.goto('/apps/orders');
    const order = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('article', { name: `Order ${orderId} By-The-Box` });
    await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await page
      .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
      .getByRole('button', { name: 'Yes, cancel this order' })
      .click();
    await expect(order).toContainText('refunded');
  });
});

test.describe('money you can trust', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reload on checkout shows exactly the amount that is then charged', async ({ page }) => {
    await reachCheckout(page);
    await page.reload();
    const summary = page.getByRole('region', { name: 'Order summary' });
    // Every line is named from the server's quote, even before any catalogue has loaded.
    await expect(summary.getByText(/^3 × Small box.*a month each/)).toBeVisible();
    await expect(summary.getByText(/^\d+ × Material$/)).toHaveCount(0);
    const shown = pence(await totalIn(summary).textContent());
    const payButton = page.getByRole('button', { name: /^Pay £/ });
    expect(pence(await payButton.textContent())).toBe(shown);

    await payWithCard(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    expect(pence(await page.getByTestId('amount-charged').textContent())).toBe(shown);
  });

  test('the materials step opens with nothing paid in the basket', async ({ page }) => {
    await priceThreeBoxesForSixMonths(page);
    await createAccountOnTheWay(page, newCustomerEmail());
    await chooseAddressByPostcode(page);
    await chooseFirstTimeslot(page);
    const summary = page.getByRole('region', { name: 'Your price' });
    await expect(summary.getByText(/^3 × Small box.*a month each/)).toBeVisible();
    const storageOnly = pence(await totalIn(summary).textContent());
    for (const quantity of await page.getByRole('spinbutton').all()) {
      await expect(quantity).toHaveValue('0');
    }
    const offer = page.getByRole('button', { name: /^Add suggested materials \(£/ });
    const suggested = pence(await offer.textContent());
    await offer.click();
    await expect
      .poll(async () => pence(await totalIn(summary).textContent()))
      .toBe(storageOnly + suggested);
  });

  test('cancelling a paid order shows the refund on the order and on the statement', async ({
    page,
  }) => {
    await reachCheckout(page);
    await payWithCard(page, SUCCEEDS);
    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const confirmed = await page.getByTestId('amount-charged').textContent();
    const charged = confirmed?.match(/£[\d,]+\.\d{2}/)?.[0] ?? '';
    expect(confirmed).toBe(`${charged} charged to Visa •••• 4242.`);

    await page.goto('/apps/orders');
    const card = page.getByRole('article', { name: new RegExp(`^Order ${orderId} `) });
    await expect(card.getByText(/^Free cancellation until 11:59pm on /)).toBeVisible();
    await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
    await expect(dialog).toContainText(
      `we refund the ${charged} you paid to the card you paid with`,
    );
    // Two quick clicks cancel once and refund once.
    await dialog.getByRole('button', { name: 'Yes, cancel this order' }).dblclick();
    await expect(card.getByText(`Cancelled · ${charged} refunded to Visa •••• 4242`)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);

    await page.reload();
    await expect(card.getByText(`Cancelled · ${charged} refunded to Visa •••• 4242`)).toBeVisible();

    await page.goto('/apps/payments');
    const statement = page.getByRole('table', { name: 'Charges and refunds, newest first' });
    const rows = statement.getByRole('row').filter({ hasText: `order ${orderId}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Refund: By-The-Box order ${orderId} cancelled`);
    await expect(rows.nth(0)).toContainText('Visa •••• 4242');
    await expect(rows.nth(0)).toContainText(`−${charged}`);
    await expect(rows.nth(1)).toContainText('Charge');
    await expect(rows.nth(1)).toContainText(charged);
  });

  test('the confirmation page shows only your own order', async ({ page, request }) => {
    await page.goto('/apps/order-success?orderId=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that order");
    await expect(page.getByText(/confirmed/i)).toHaveCount(0);

    const demoToken = await apiToken(request, DEMO);
    const headers = { authorization: `Bearer ${demoToken}` };
    const customer = (await (
      await request.get('/v1/customer?integratorId=2', { headers })
    ).json()) as { customerId: number };
    const demoOrders = (await (
      await request.get(`/v1/orders/${customer.customerId}/1/50/desc?integratorId=2`, { headers })
    ).json()) as { orders: { orderId: number }[] };
    const demoOrderId = demoOrders.orders[0]?.orderId;
    expect(demoOrderId).toBeDefined();

    await page.goto('/apps/signin');
    await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
    await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apps\/orders$/);
    for (const orderId of [String(demoOrderId), '2147483647']) {
      await page.goto(`/apps/order-success?orderId=${orderId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "We couldn't find that order",
      );
      await expect(page.getByText(/confirmed/i)).toHaveCount(0);
    }
  });
});
