import type { Page } from '@playwright/test';
import { DEMO_MEMBER, DEMO_STAFF, DEMO_SUBSCRIBER, logInAs, logInOnNewDevice, openAs } from './catalog';
import {
  checkScreen,
  DESKTOP,
  expect as baseExpect,
  PHONE,
  saveStill,
  seriousViolations,
  test,
} from './fixtures';
import { pageOnNewDevice, submitLogin } from './members';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const LOADED = { timeout: 30_000 };

const PNG = {
  contentType: 'image/png',
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
};

/** The logged-in page's API call with its own access token, for set-up the console would take long to click. */
function call<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('authV2Token'));
      const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { token?: string }).token;
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          // Contributions, like purchases, are made once per key.
          'idempotency-key': crypto.randomUUID(),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * Battles that closed with a winner, made through the console's API: enough past winners to page through. Staff
 * cannot grant themselves points, so a member backs each winner with points staff gave them.
 */
async function addPastWinners(staff: Page, backer: Page, count: number): Promise<void> {
  const { userid } = await call<{ userid: string }>(backer, 'GET', '/v1/userinfo/query?select=userid');
  await call(staff, 'POST', `/v1/admin/members/${userid}/points`, {
    amount: count,
    reason: 'Greenlight journey',
  });
  for (let index = 0; index < count; index += 1) {
    const battle = await call<{ id: string; leftProject: { id: string } }>(
      staff,
      'POST',
      '/v1/admin/battles',
      {
        leftProject: {
          title: `Journey winner ${index + 1}`,
          video: { kind: 'none' },
          packshot: PNG,
          packshotVertical: PNG,
        },
        rightProject: {
          title: `Journey runner-up ${index + 1}`,
          video: { kind: 'none' },
          packshot: PNG,
          packshotVertical: PNG,
        },
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
        minContribution: 1,
        maxContribution: 5,
      },
    );
    await call(backer, 'POST', `/v5/projects/${battle.leftProject.id}/1`);
    await call(staff, 'POST', `/v1/admin/battles/${battle.id}/close`);
  }
}

const sideOf = (page: Page, title: string) =>
  page.getByTestId('project-side').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('Greenlight', () => {
  test.use(DESKTOP);

  test('a subscriber contributes and a second browser sees the bar move within a second', async ({
    page,
    browser,
    baseURL,
  }) => {
    const watcher = await logInOnNewDevice(browser, baseURL ?? '', DEMO_MEMBER, DESKTOP);
    await watcher.goto('/greenlight');
    const watched = sideOf(watcher, 'Midnight Kitchen').getByTestId('project-points');
    await expect(watched).toHaveText(/^\d+ points$/, LOADED);
    const before = Number((await watched.textContent())?.split(' ')[0]);

    await openAs(page, DEMO_SUBSCRIBER, '/greenlight');
    await expect(page.getByText('Ends In')).toBeVisible(LOADED);
    await expect(page.getByTestId('my-points')).toHaveText(/Your Producer Points: \d+/);
    const side = sideOf(page, 'Midnight Kitchen');
    await side.getByRole('button', { name: 'Vote to Greenlight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Back Midnight Kitchen' });
    await dialog.getByLabel('Points to contribute').fill('1');
    const answered = page.waitForResponse(
      (res) => res.url().includes('/v5/projects/') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Contribute' }).click();
    expect((await answered).status()).toBe(200);
    // SPEC: everyone watching sees the totals move within a second.
    await expect(watched).toHaveText(`${before + 1} points`, { timeout: 1000 });

    await expect(dialog).toBeHidden();
    await expect(side.getByTestId('project-points')).toHaveText(`${before + 1} points`);
    expect(await seriousViolations(page)).toEqual([]);
    await watcher.context().close();
  });

  test.describe('refusals', () => {
    test.use({ expectedFailures: [/^\/v5\/projects\//] });

    test('a contribution the server refuses shows its Amount error in the dialog', async ({ page }) => {
      await openAs(page, DEMO_MEMBER, '/greenlight');
      await sideOf(page, 'Signal Hunters')
        .getByRole('button', { name: 'Vote to Greenlight' })
        .click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: 'Back Signal Hunters' });
      await dialog.getByLabel('Points to contribute').fill('2.5');
      await dialog.getByRole('button', { name: 'Contribute' }).click();
      await expect(dialog.getByText('Enter a whole number of points.')).toBeVisible();
      // One point more than the member has (other journeys may have given the demo member some).
      const balance = Number(/Your Producer Points: (\d+)/.exec((await dialog.textContent()) ?? '')?.[1]);
      expect(balance + 1, 'within the demo battle’s maximum of 50').toBeLessThanOrEqual(50);
      await dialog.getByLabel('Points to contribute').fill(String(balance + 1));
      await dialog.getByRole('button', { name: 'Contribute' }).click();
      await expect(dialog.getByText(`You have ${balance} Producer Points to spend.`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('a logged-out visitor sees the battle, is sent to log in and comes back to Greenlight', async ({
    page,
  }) => {
    await page.goto('/greenlight');
    await expect(page.getByRole('heading', { level: 1, name: 'Greenlight' })).toBeVisible(LOADED);
    const side = sideOf(page, 'Signal Hunters');
    await expect(side.getByTestId('project-points')).toHaveText(/^\d+ points$/);
    expect(await seriousViolations(page)).toEqual([]);
    await side.getByRole('button', { name: 'Login to Contribute' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page).toHaveURL(/\/greenlight$/, LOADED);
    await expect(
      sideOf(page, 'Signal Hunters').getByRole('button', { name: 'Vote to Greenlight' }),
    ).toBeVisible();
  });

  test('the past winners page by the posters shown, stopping at both ends, on desktop and phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    const backer = await logInOnNewDevice(browser, baseURL ?? '', DEMO_MEMBER, DESKTOP);
    await logInAs(page, DEMO_STAFF);
    await addPastWinners(page, backer, 5);
    await backer.context().close();
    await page.goto('/greenlight');
    const winners = page.getByRole('region', { name: 'Past Winners' });
    const previous = winners.getByRole('button', { name: 'Previous winners' });
    const next = winners.getByRole('button', { name: 'More winners' });
    await expect(winners.getByTestId('past-winner')).toHaveCount(6, LOADED);
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(winners.getByTestId('past-winner')).toHaveCount(1);
    await expect(next).toBeDisabled();
    await saveStill(page, 'greenlight-desktop');
    await previous.click();
    await expect(winners.getByTestId('past-winner')).toHaveCount(6);

    // A released winner opens what it became (the demo's are linked once the demo shows are made).
    await expect
      .poll(
        async () => ((await (await page.request.get('/v3/projects/released')).json()) as unknown[]).length,
        {
          timeout: 150_000,
        },
      )
      .toBeGreaterThan(0);
    await page.reload();
    await winners
      .getByRole('button', { name: /^Watch / })
      .first()
      .click(LOADED);
    await expect(page).toHaveURL(/\/(video|season)\/\d+$/);

    const phone = await pageOnNewDevice(browser, baseURL ?? '', PHONE);
    await phone.goto('/greenlight');
    const phoneWinners = phone.getByRole('region', { name: 'Past Winners' });
    await expect(phoneWinners.getByTestId('past-winner')).toHaveCount(2, LOADED);
    const first = await phoneWinners.getByTestId('past-winner').first().textContent();
    await phoneWinners.getByRole('button', { name: 'More winners' }).click();
    await expect(phoneWinners.getByTestId('past-winner').first()).not.toHaveText(first ?? '');
    await phoneWinners.getByRole('button', { name: 'Previous winners' }).click();
    await expect(phoneWinners.getByTestId('past-winner').first()).toHaveText(first ?? '');
    await expect(phoneWinners.getByRole('button', { name: 'Previous winners' })).toBeDisabled();
    await checkScreen(phone, 'greenlight-phone');
    await phone.context().close();
  });
});
