import { DESKTOP, expect, PHONE, SCREENSHOT_DIR, test } from './fixtures';

const layouts = [
  { name: 'phone', device: PHONE },
  { name: 'desktop', device: DESKTOP },
];

for (const { name, device } of layouts) {
  test.describe(`${name} layout`, () => {
    test.use(device);

    for (const { page: pageName, path, heading } of [
      { page: 'home', path: '/', heading: 'Join the crew.' },
      { page: 'faq', path: '/faq', heading: 'Frequently asked questions' },
    ]) {
      test(`${pageName} fits the screen`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/${pageName}-${name}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use(PHONE);

  test('opens as a sheet and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test('shows the app promo, which can be closed', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('complementary', { name: 'Get the app' });
    await expect(promo).toBeVisible();
    await promo.getByRole('button', { name: 'Close the app promotion' }).click();
    await expect(promo).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(promo).toHaveCount(0);
  });
});
