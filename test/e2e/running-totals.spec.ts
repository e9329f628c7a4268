import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, ORDERS_ONLY } from './support/accounts';
import {
  basketTotal,
  chooseAddressByPostcode,
  chooseFirstTimeslot,
  declinePacking,
  expectRunningTotal,
  payWithCard,
  shownTotal,
} from './support/ordering';

/*
 * Every paid choice asks the server's quote again at once: the running total beside the step
 * (and the Pay button) is the basket's own `quote.total` straight after the choice, never the
 * total from before it. And a refused card is seen: its message in view, with focus.
 */

async function signInAsDemo(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

function storedBox(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Your boxes' })
    .getByRole('article')
    .filter({ has: page.getByText('In storage', { exact: true }) })
    .first();
}

function priceSummary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Price summary' });
}

test.describe('running totals follow every paid choice', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a return: the long-distance surcharge and room return are in the total at once', async ({
    page,
    request,
  }) => {
    await signInAsDemo(page);
    await storedBox(page).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Return selected (1)' }).click();
    await expect(page).toHaveURL(/\/apps\/return\/address$/);
    const summary = priceSummary(page);
    await page.getByRole('radio', { name: 'Use a new address' }).check();
    const before = await basketTotal(page, request, 'returnBasket');
    await expect.poll(() => shownTotal(summary)).toBe(before);

    await page.getByLabel('Postcode').fill('BT7 1JL');
    await page.getByRole('button', { name: 'Find address' }).click();
    const list = page.getByLabel('Select an address');
    const option = list.locator('option', { hasText: '62 Botanic Avenue' });
    await list.selectOption((await option.getAttribute('value')) ?? '');
    await expect(
      page.getByText('A long-distance surcharge of £35.00 applies to this address.'),
    ).toBeVisible();
    await expectRunningTotal(page, request, 'returnBasket', summary, before + 3500);

    await page.getByRole('checkbox', { name: /Carry my boxes into a room \(£25\.00\)/ }).check();
    await expectRunningTotal(page, request, 'returnBasket', summary, before + 3500 + 2500);
    await page.getByRole('checkbox', { name: /Carry my boxes into a room/ }).uncheck();
    await expectRunningTotal(page, request, 'returnBasket', summary, before + 3500);
  });

  test('a shipment abroad: choosing the country prices it before the address is typed', async ({
    page,
    request,
  }) => {
    await signInAsDemo(page);
    await storedBox(page).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ship abroad (1)' }).click();
    await expect(page).toHaveURL(/\/apps\/shipping\/destination$/);
    const summary = priceSummary(page);
    await page.getByLabel('Country').selectOption({ label: 'France' });
    await expect(page.getByText('From £45.00 a box, 3–5 working days from dispatch')).toBeVisible();
    // Priced at once (a bulky box costs more than £45.00): the basket's total, shown.
    await expect.poll(() => basketTotal(page, request, 'shippingBasket')).toBeGreaterThan(0);
    const toFrance = await basketTotal(page, request, 'shippingBasket');
    await expect.poll(() => shownTotal(summary)).toBe(toFrance);
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await expect.poll(() => basketTotal(page, request, 'shippingBasket')).toBeGreaterThan(toFrance);
    const toUnitedStates = await basketTotal(page, request, 'shippingBasket');
    await expect.poll(() => shownTotal(summary)).toBe(toUnitedStates);
  });

  test('an order: cover moves the total and the Pay button, and a declined card is seen', async ({
    page,
    request,
  }) => {
    // Signed in first (sign-up under load is slow); nothing is paid, so the account stays empty.
    await page.goto('/apps/signin?redirect=%2Fapps%2Forder');
    await page.getByLabel('Email address').fill(ORDERS_ONLY.email);
    await page.getByLabel('Password', { exact: true }).fill(ORDERS_ONLY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/pricing$/);
    await page.getByRole('button', { name: 'Add one Small box' }).click();
    // Scrolled on a wide screen, Continue never covers the price summary.
    const pricing = priceSummary(page);
    await expect(pricing.getByText('To pay today', { exact: true })).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect
      .poll(async () => {
        const summaryBox = await pricing.boundingBox();
        const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
        if (!summaryBox || !continueBox) return 'not shown';
        // In view below the site's header (64 px), with Continue under it.
        if (summaryBox.y < 64) return 'under the header';
        return continueBox.y >= summaryBox.y + summaryBox.height ? 'apart' : 'overlapping';
      })
      .toBe('apart');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/apps\/order\/collection\/address$/);
    await page
      .getByRole('radio', { name: 'Use a new address' })
      .or(page.getByLabel('Postcode'))
      .first()
      .waitFor();
    if (await page.getByRole('radio', { name: 'Use a new address' }).isVisible()) {
      await page.getByRole('radio', { name: 'Use a new address' }).check();
    }
    await chooseAddressByPostcode(page);
    // A London address: our own vans come on Saturday mornings too, as the home page says.
    await expect(page.getByRole('radio', { name: /^Sat\w* .*, 8am – 1pm/ }).first()).toBeVisible();
    await chooseFirstTimeslot(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await declinePacking(page);

    const summary = priceSummary(page);
    const before = await basketTotal(page, request, 'basket');
    await expect.poll(() => shownTotal(summary)).toBe(before);
    await page.getByRole('radio', { name: /^Cover up to £1,000/ }).check();
    await expect.poll(() => basketTotal(page, request, 'basket')).toBeGreaterThan(before);
    const withCover = await basketTotal(page, request, 'basket');
    await expect.poll(() => shownTotal(summary)).toBe(withCover);
    const pay = page.getByRole('button', { name: /^Pay / });
    await expect(pay).toHaveText(`Pay £${(withCover / 100).toFixed(2)}`);

    const newCard = page.getByRole('button', { name: 'Use a new card' });
    if (await newCard.isVisible()) await newCard.click();
    await payWithCard(page, '4000 0000 0000 0002');
    const refusal = page.getByRole('alert').filter({ hasText: 'Your payment was not taken' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    // Why, then what to do, each said once.
    await expect(refusal).toContainText('Try again, or use another card.');
    await expect(refusal).not.toContainText('Nothing has been taken');
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByLabel('Name on card')).toHaveValue('Grace Hopper');
  });
});
