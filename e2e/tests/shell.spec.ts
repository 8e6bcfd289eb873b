import { DESKTOP, expect, test } from './fixtures';

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

test('the theme from the remote config is applied', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--cc-accent').trim(),
  );
  expect(accent).toMatch(/^#[0-9a-f]{6}$/i);
  await expect(page.locator('style#crewcast-theme')).toHaveCount(1);
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
