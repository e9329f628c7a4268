import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO } from './support/accounts';

/** A real 1 x 1 PNG: the server checks the bytes, not the name. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page) {
  await page.goto('/apps/signin');
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/apps\/my-stuff$/);
}

/** The demo customer's box with this description, in the tab shown. */
function boxCard(page: Page, description: string | RegExp): Locator {
  return page
    .getByRole('list', { name: 'Your boxes' })
    .getByRole('article')
    .filter({ hasText: description });
}

/**
 * The same card found by its box number, which stays put while the description is being
 * edited (and so is no longer the card's text).
 */
async function pinnedCard(page: Page, description: string): Promise<Locator> {
  const heading = await boxCard(page, description).getByRole('heading').textContent();
  const boxId = heading?.match(/Box (\d+)$/)?.[1];
  if (!boxId) throw new Error(`No box described as ${description}`);
  return page.getByRole('article', { name: new RegExp(`Box ${boxId}$`) });
}

test.describe('my stuff and my details, as the demo customer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('after a reload, the boxes are asked for while the sign-in is still being checked', async ({
    page,
  }) => {
    await expect(
      page.getByRole('list', { name: 'Your boxes' }).getByRole('article').first(),
    ).toBeVisible();
    // The customer check is held back until the boxes have been asked for (5 s at most): a
    // page that waited for it before asking would only ask once the check came back.
    let boxesAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      boxesAsked = resolve;
    });
    const order: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/boxes/')) {
        order.push('boxes asked');
        boxesAsked();
      }
    });
    await page.route(/\/v1\/customer\?/, async (route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      order.push('customer checked');
      await route.continue();
    });
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Your boxes' }).getByRole('article').first(),
    ).toBeVisible();
    expect(order[0]).toBe('boxes asked');
  });

  test('the storage unit the customer rents is listed with its access code', async ({ page }) => {
    const units = page.getByRole('region', { name: 'Storage units' });
    const unit = units.getByRole('article', { name: /^Unit C01, 35 sq ft$/ });
    await expect(unit).toContainText('In use');
    await expect(unit).toContainText('Boxroom Battersea');
    await expect(unit).toContainText('Every day, 24 hours');
    await expect(unit).toContainText('402719');
    await expect(unit).toContainText('3 months, until');
  });

  test('a box description edited in place is there after a reload', async ({ page }) => {
    const description = `Books and board games ${Date.now()}`;
    const card = await pinnedCard(page, 'Books');
    await card.getByRole('button', { name: /^Edit description of box \d+$/ }).click();
    const field = card.getByLabel(/^Description of box \d+$/);
    await expect(field).toBeFocused();
    await field.fill(description);
    await field.press('Enter');
    await expect(card.getByText(description)).toBeVisible();

    await page.reload();
    await expect(boxCard(page, description)).toBeVisible();
  });

  test('a photo is uploaded to a box and deleted again', async ({ page }) => {
    // The suitcase has only the item-check photos, which are not the customer's.
    const card = boxCard(page, 'Ski gear');
    await card.getByRole('button', { name: /^Photos of box \d+$/ }).click();
    await expect(card.getByText('No photos yet.', { exact: false })).toBeVisible();

    await card
      .getByLabel(/^Add a photo of box \d+$/)
      .setInputFiles({ name: 'coats.png', mimeType: 'image/png', buffer: TINY_PNG });
    // The gallery shows the server's thumbnail, fetched with the customer's token.
    const photo = card.getByRole('img', { name: /^Box \d+, 1 of 1$/ });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^blob:/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    // The thumbnail opens the full photo.
    await card.getByRole('button', { name: /^View Box \d+, 1 of 1$/ }).click();
    const viewer = page.getByRole('dialog', { name: /^Box \d+, 1 of 1$/ });
    await expect(viewer.getByRole('img', { name: /^Box \d+, 1 of 1$/ })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    await card.getByRole('button', { name: 'Delete photo 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(photo).toBeHidden();
    await expect(card.getByText('No photos yet.', { exact: false })).toBeVisible();
  });

  test('a file that is not an image is refused before it is sent', async ({ page }) => {
    const card = boxCard(page, 'Winter coats');
    await card.getByRole('button', { name: /^Photos of box \d+$/ }).click();
    await card.getByLabel(/^Add a photo of box \d+$/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(card.getByText('Photos must be a JPG, PNG or WebP image')).toBeVisible();
  });

  test('a box label downloads as a PDF', async ({ page }) => {
    const card = boxCard(page, 'Ski gear');
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Download label for box \d+$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^box-\d+-label\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('selected boxes go to the return funnel together', async ({ page }) => {
    await boxCard(page, 'Winter coats').getByRole('checkbox').check();
    await boxCard(page, 'Ski gear').getByRole('checkbox').check();
    await expect(page.getByText('2 boxes selected')).toBeVisible();
    await page.getByRole('button', { name: 'Return selected (2)' }).click();

    await expect(page).toHaveURL(/\/apps\/return\//);
    const kept = await page.evaluate(() => localStorage.getItem('boxroom.state.returnSelection'));
    expect(JSON.parse(kept ?? '[]')).toHaveLength(2);
  });

  test('boxes at home are on their own tab', async ({ page }) => {
    await page.getByRole('tab', { name: 'At home' }).click();
    await expect(boxCard(page, 'Kitchen things')).toBeVisible();
    await expect(boxCard(page, 'Summer clothes')).toBeVisible();
    await expect(boxCard(page, 'Winter coats')).toHaveCount(0);
  });

  test('a bad phone number is shown on its field and the other fields keep what was typed', async ({
    page,
  }) => {
    await page.goto('/apps/account');
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await page.getByLabel('First name').fill('Alexandra');
    await page.getByLabel('Postcode (optional)').fill('SW4 7AB');
    await page.getByLabel('Mobile phone (optional)').fill('07700 call me');
    await page.getByRole('button', { name: 'Save details' }).click();

    const message =
      'Enter a mobile phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number';
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(page.getByLabel('Mobile phone (optional)')).toHaveValue('07700 call me');
    await expect(page.getByLabel('First name')).toHaveValue('Alexandra');
    await expect(page.getByLabel('Postcode (optional)')).toHaveValue('SW4 7AB');
    await expect(page.getByLabel('Email address')).toHaveValue(DEMO.email);
  });

  test('an address is added by postcode lookup', async ({ page }) => {
    await page.goto('/apps/account');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Address type').selectOption('Other');
    await page.getByLabel('Postcode', { exact: true }).fill('e8 3rl');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page
      .getByLabel('Select an address')
      .selectOption({ label: '22 Wilton Way, Hackney, London, E8 3RL' });
    await page.getByRole('button', { name: 'Save address' }).click();

    const list = page.getByRole('list', { name: 'Your addresses' });
    const added = list.getByRole('listitem').filter({ hasText: '22 Wilton Way' }).first();
    await expect(added).toContainText('Other');
    await expect(page.getByText('Address saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Your addresses' })
        .getByRole('listitem')
        .filter({ hasText: '22 Wilton Way, Hackney, London, E8 3RL' })
        .first(),
    ).toBeVisible();
  });
});
