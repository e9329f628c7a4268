import { expect, type Page, test } from '@playwright/test';
import { DEMO, ORDERS_ONLY } from '../e2e/support/accounts';
import { chooseAddressByPostcode, payWithCard } from '../e2e/support/ordering';

/*
 * The steps issue 31 changed (running totals, errors in view, cover, Saturdays, the packers'
 * and materials' days), at 390 and 1280 px, into docs/screens/truth/ for review by eye.
 */

const WIDTHS = [390, 1280] as const;
const OUT = 'docs/screens/truth';

/** Both widths; `view` keeps only what is on screen (where being in view is the point). */
async function shoot(page: Page, name: string, view = false): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: !view });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, account: { email: string; password: string }, to = '') {
  await page.goto(`/apps/signin${to ? `?redirect=${encodeURIComponent(to)}` : ''}`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/apps\/signin/);
}

function stored(page: Page) {
  return page
    .getByRole('list', { name: 'Your boxes' })
    .getByRole('article')
    .filter({ has: page.getByText('In storage', { exact: true }) })
    .first();
}

test('a return and a shipment: the total follows each paid choice', async ({ page }) => {
  await signIn(page, DEMO);
  await stored(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Return selected (1)' }).click();
  await page.getByRole('radio', { name: 'Use a new address' }).check();
  await page.getByLabel('Postcode').fill('BT7 1JL');
  await page.getByRole('button', { name: 'Find address' }).click();
  const list = page.getByLabel('Select an address');
  const option = list.locator('option', { hasText: '62 Botanic Avenue' });
  await list.selectOption((await option.getAttribute('value')) ?? '');
  await page.getByRole('checkbox', { name: /Carry my boxes into a room/ }).check();
  await expect(page.getByText('Room return', { exact: true }).first()).toBeAttached();
  await shoot(page, 'return-address-running-total');

  await page.goto('/apps/my-stuff');
  await stored(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ship abroad (1)' }).click();
  await page.getByLabel('Country').selectOption({ label: 'France' });
  await expect(page.getByText(/^Shipping .* to France/).first()).toBeAttached();
  await shoot(page, 'shipping-destination-running-total');
});

test('a box order: Saturdays, cover, packers and a declined card in view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/We answer for any loss or damage we cause/)).toBeVisible();
  await shoot(page, 'home-cover');

  await signIn(page, ORDERS_ONLY, '/apps/order');
  await page.getByRole('button', { name: 'Add one Small box' }).click();
  await page.getByRole('button', { name: 'Add one Medium box' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.mouse.wheel(0, 700);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/pricing-scrolled-1280.png` });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${OUT}/pricing-scrolled-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Continue' }).click();
  const newAddress = page.getByRole('radio', { name: 'Use a new address' });
  await newAddress.or(page.getByLabel('Postcode')).first().waitFor();
  if (await newAddress.isVisible()) await newAddress.check();
  await chooseAddressByPostcode(page);
  await expect(page.getByRole('radio', { name: /^Sat\w* .*, 8am – 1pm/ }).first()).toBeVisible();
  await shoot(page, 'order-timeslot-saturday');
  await page
    .getByRole('radio', { name: /(am|pm) – \d/ })
    .and(page.locator(':enabled'))
    .last()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Add suggested materials/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Yes, send your packers' }).check();
  await page.getByRole('button', { name: 'Add one Rooms to pack' }).click();
  await page
    .getByRole('radio', { name: /(am|pm) – \d/ })
    .and(page.locator(':enabled'))
    .first()
    .check();
  await expect(page.getByText(/Packing service: 2 packers/).first()).toBeAttached();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/checkout$/);
  await page.getByRole('radio', { name: /^Cover up to £1,000/ }).check();
  await expect(
    page
      .getByRole('button', { name: /^Pay £/ })
      .or(page.getByRole('button', { name: 'Use a new card' }))
      .first(),
  ).toBeEnabled();
  await shoot(page, 'order-checkout-cover-packers');
  const newCard = page.getByRole('button', { name: 'Use a new card' });
  if (await newCard.isVisible()) await newCard.click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment was not taken' }),
  ).toBeFocused();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your payment was not taken' })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/order-declined-in-view-${width}.png` });
  }
});
