import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/accounts';

function storedCards(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Your boxes' })
    .getByRole('article')
    .filter({ has: page.getByText('In storage', { exact: true }) });
}

async function boxIdOf(card: Locator): Promise<number> {
  const heading = await card.getByRole('heading').textContent();
  const boxId = Number(heading?.match(/Box (\d+)$/)?.[1]);
  if (!boxId) throw new Error(`No box number in "${heading}"`);
  return boxId;
}

async function signInAsDemo(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

/** Cancels the shipment in Orders and sees the amount refunded. */
async function cancelShipment(page: Page, orderId: string | null, amount: string) {
  await page.goto('/apps/orders');
  const order = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('article', { name: `Order ${orderId} International shipping` });
  await order.getByRole('button', { name: /^Cancel order \d+$/ }).click();
  await page
    .getByRole('dialog', { name: /^Cancel order \d+\?$/ })
    .getByRole('button', { name: 'Yes, cancel this order' })
    .click();
  await expect(order).toContainText(`${amount} refunded`);
}

test.describe('international shipping', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a stored box is shipped to France with a customs declaration, and shows under Shipped', async ({
    page,
  }) => {
    await signInAsDemo(page);

    // The demo customer's earlier shipment is there already.
    const shipped = page.getByRole('region', { name: 'Shipped' });
    await expect(shipped.getByRole('article', { name: /To Lyon, France/ })).toContainText(
      'Delivered by',
    );

    const card = storedCards(page).first();
    await expect(card).toBeVisible();
    const boxId = await boxIdOf(card);
    await card.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ship abroad (1)' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/destination$/);
    const country = page.getByLabel('Country');
    // A country we do not ship to is refused at once.
    await country.selectOption({ label: "Russia (we don't ship there)" });
    await expect(page.getByText("We don't ship to Russia")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await country.selectOption({ label: 'France' });
    await expect(page.getByText('From £45.00 a box, 3–5 working days from dispatch')).toBeVisible();
    await page.getByLabel('Full name of who receives it').fill('Ada Lovelace');
    await page.getByLabel('Street address').fill('12 rue de Rivoli');
    await page.getByLabel('Town or city').fill('Paris');
    await page.getByLabel('Code postal').fill('SW4 7AB');
    await page.getByLabel('Phone number').fill('+33 1 23 45 67 89');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The postcode is France's, not the UK's; what was typed stays.
    await expect(page.getByText(/as it is written there, for example 75001/)).toBeVisible();
    await expect(page.getByLabel('Street address')).toHaveValue('12 rue de Rivoli');
    await page.getByLabel('Code postal').fill('75001');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/customs$/);
    const declaration = page.getByRole('group', { name: new RegExp(`^Box ${boxId}`) });
    await declaration.getByLabel('What it holds').selectOption({ label: 'Household goods' });
    await declaration.getByLabel('Description of the contents').fill('Lamps and lithium batteries');
    await expect(
      declaration.getByText("Loose batteries and power banks can't be shipped abroad"),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apps\/shipping\/customs$/);
    await declaration.getByLabel('Description of the contents').fill('Lamps, plates and cushions');
    await declaration.getByLabel('Value in pounds').fill('150');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/dispatch$/);
    await expect(page.getByText('Then 3–5 working days to the door.')).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/checkout$/);
    const price = page.getByRole('complementary', { name: 'Price summary' });
    await expect(price).toContainText(`Box ${boxId} (`);
    await expect(price).toContainText('to France, 3–5 working days');
    // A suitcase costs half as much again as a box: the price is the server's.
    const total = (await price.getByText('To pay today').locator('xpath=..').textContent()) ?? '';
    const amount = total.match(/£[\d,.]+/)?.[0] ?? '';
    expect(['£45.00', '£67.50']).toContain(amount);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your shipment is booked' })).toBeVisible();
    const orderId = await page.getByTestId('order-number').textContent();

    // The box has left storage and is under Shipped, with its timeline.
    await page.goto('/apps/my-stuff');
    const parisShipment = page
      .getByRole('region', { name: 'Shipped' })
      .getByRole('article', { name: `Shipment ${orderId}: To Paris, France` });
    await expect(parisShipment).toContainText('Lamps, plates and cushions');
    await expect(
      parisShipment.getByRole('listitem').and(page.locator('[aria-current="step"]')),
    ).toHaveText('Booked');
    await expect(
      page
        .getByRole('list', { name: 'Your boxes' })
        .getByRole('heading', { name: new RegExp(`Box ${boxId}$`) }),
    ).toHaveCount(0);
    const download = page.waitForEvent('download');
    await parisShipment.getByRole('button', { name: 'Commercial invoice (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`order-${orderId}-commercial-invoice.pdf`);

    // Cancelled before it leaves, it is refunded and the box is in storage again.
    await cancelShipment(page, orderId, amount);
    await page.goto('/apps/my-stuff');
    await expect(
      page
        .getByRole('list', { name: 'Your boxes' })
        .getByRole('heading', { name: new RegExp(`Box ${boxId}$`) }),
    ).toBeVisible();
  });

  test('boxes and a suitcase collected from home are shipped to France, paid with 4242, and cancelled for a refund', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.getByRole('link', { name: 'ship from your home' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/items$/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add one Large box' }).click();
    await page.getByRole('button', { name: 'Add one Large box' }).click();
    await page.getByRole('button', { name: 'Add one Suitcase' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/destination$/);
    await expect(page.getByText('Sending 3 items from your home, door to door.')).toBeVisible();
    await page.getByLabel('Country').selectOption({ label: 'France' });
    await expect(
      page.getByText('From £45.00 a box, 3–5 working days from collection'),
    ).toBeVisible();
    await page.getByLabel('Full name of who receives it').fill('Ada Lovelace');
    await page.getByLabel('Street address').fill('8 quai Saint-Michel');
    await page.getByLabel('Town or city').fill('Paris');
    await page.getByLabel('Code postal').fill('75005');
    await page.getByLabel('Phone number').fill('+33 1 23 45 67 89');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/customs$/);
    const contents: [string, string, string, string][] = [
      ['Item 1 (Large box)', 'Books and papers', 'Novels and notebooks', '90'],
      ['Item 2 (Large box)', 'Household goods', 'Plates, mugs and cushions', '120'],
      ['Item 3 (Suitcase)', 'Clothing and shoes', 'Coats and boots', '300'],
    ];
    for (const [item, category, description, value] of contents) {
      const declaration = page.getByRole('group', { name: item });
      await declaration.getByLabel('What it holds').selectOption({ label: category });
      await declaration.getByLabel('Description of the contents').fill(description);
      await declaration.getByLabel('Value in pounds').fill(value);
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/collection\/address$/);
    await page
      .getByRole('group', { name: 'Where should our courier collect from?' })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/collection\/time$/);
    await page
      .getByRole('radio', { name: /(am|pm) – \d/ })
      .and(page.locator(':enabled'))
      .first()
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/apps\/shipping\/checkout$/);
    const summary = page
      .getByRole('region', { name: 'Your shipment' })
      .filter({ hasText: 'Collected from' });
    await expect(summary).toContainText('3 items');
    await expect(summary).toContainText('3 items declared');
    const price = page.getByRole('complementary', { name: 'Price summary' });
    await expect(price).toContainText('Item 3 (Suitcase) from your home to France');
    // Two boxes at £45 and a suitcase at half as much again: the server's figure.
    await expect(price.getByText('To pay today').locator('xpath=..')).toContainText('£157.50');
    await page.getByRole('button', { name: 'Pay £157.50' }).click();

    await expect(page).toHaveURL(/\/apps\/order-success\?orderId=\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your shipment is booked' })).toBeVisible();
    await expect(
      page.getByText(/Our courier collects your 3 items from .+ on \w+day/),
    ).toBeVisible();
    const orderId = await page.getByTestId('order-number').textContent();

    // Under Shipped, from home, with the collection day on its timeline.
    await page.goto('/apps/my-stuff');
    const shipment = page
      .getByRole('region', { name: 'Shipped' })
      .getByRole('article', { name: `Shipment ${orderId}: To Paris, France` });
    await expect(shipment).toContainText('Coats and boots');
    await expect(shipment.getByText(/^Collected from your home \w+day/)).toBeVisible();
    const download = page.waitForEvent('download');
    await shipment.getByRole('button', { name: 'Box labels (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`order-${orderId}-shipping-labels.pdf`);

    // Cancelled before the courier comes: refunded, and nothing is left to ship.
    await cancelShipment(page, orderId, '£157.50');
    await page.goto('/apps/my-stuff');
    await expect(page.getByRole('heading', { name: 'My stuff' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: `Shipment ${orderId}: To Paris, France` }),
    ).toHaveCount(0);
  });
});
