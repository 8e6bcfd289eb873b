import { DESKTOP, expect, PHONE, test } from './fixtures';

test.use(DESKTOP);

test('the home page loads inside the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Legal documents' })).toBeVisible();
  await expect(footer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page).toHaveTitle('Crewcast');
});

/** A theme colour (#rgb or #rrggbb) as getComputedStyle gives it back. */
function rgb(hex: string): string {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : hex.slice(1).match(/../g);
  return `rgb(${(digits ?? []).map((pair) => parseInt(pair, 16)).join(', ')})`;
}

test('the theme from the remote config is applied', async ({ page, request }) => {
  const theme = await (await request.get('/v1/remoteconfig/css')).text();
  const themed = (name: string) =>
    new RegExp(`${name}\\s*:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(theme)?.[1] ?? '';
  expect(themed('--cc-bg')).not.toBe('');
  expect(themed('--cc-accent')).not.toBe('');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The colours the page paints: the page's background and its main call to action.
  const painted = await page.evaluate(() => {
    const action = document.querySelector('main .button--primary');
    return {
      background: getComputedStyle(document.body).backgroundColor,
      accent: action ? getComputedStyle(action).backgroundColor : null,
    };
  });
  expect(painted).toEqual({ background: rgb(themed('--cc-bg')), accent: rgb(themed('--cc-accent')) });
});

test('menus are hidden under ?hidemenus', async ({ page }) => {
  await page.goto('/?hidemenus');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('moving between pages keeps the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('link', { name: 'Crewcast home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

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
