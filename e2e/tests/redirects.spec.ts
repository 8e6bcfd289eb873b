import { DESKTOP, expect, test } from './fixtures';

test.use(DESKTOP);

for (const path of ['/merch', '/store']) {
  test(`${path} redirects to the store_url`, async ({ page, remoteConfig }) => {
    expect(remoteConfig.store_url).not.toBe('');
    const storeOrigin = new URL(remoteConfig.store_url).origin;
    // Answer for the store here, so the navigation is seen but nothing leaves the machine.
    await page.route(
      (url) => url.origin === storeOrigin,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store</h1>' }),
    );
    await page.goto(path);
    await page.waitForURL(remoteConfig.store_url);
    await expect(page.getByRole('heading', { name: 'Store' })).toBeVisible();
  });
}

test('the external-link route refuses addresses that are not web addresses', async ({ page }) => {
  await page.goto(`/external-link?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be opened' })).toBeVisible();
});
