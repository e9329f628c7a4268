import { expect, test } from '@playwright/test';

test.describe("the home page's postcode check", () => {
  test('refuses a postcode with no addresses, and welcomes the ones it shows as examples', async ({
    page,
  }) => {
    await page.goto('/');
    const postcode = page.getByLabel('Where should we collect from?');
    const check = page.getByRole('button', { name: 'Check my postcode' });

    await postcode.fill('ZZ99 9ZZ');
    await check.click();
    await expect(page.getByText(/We could not find ZZ99 9ZZ/)).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Good news/)).toHaveCount(0);

    for (const known of ['SW11 4NJ', 'D02 X285', 'SW4 7AB']) {
      await postcode.fill(known);
      await check.click();
      await expect(page.getByText(`Good news: we collect from ${known}.`)).toBeVisible();
      await expect(page.getByText(/We could not find/)).toHaveCount(0);
    }
  });
});
