import type { Page } from '@playwright/test';
import { DEMO_CREATOR, DEMO_STAFF, DEMO_SUBSCRIBER, logInOnNewDevice, openAs } from './catalog';
import { checkScreen, DESKTOP, expect as baseExpect, PHONE, test } from './fixtures';

const LAYOUT = 'Livestream Bingo';
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

// The journey and the screens share the running games, so they run one after another.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A screen's first paint on a busy machine: lazily loaded code and its first request. */
const LOADED = { timeout: 30_000 };

const squares = (page: Page) => page.getByRole('group', { name: 'Card squares' }).getByRole('button');

/** Ends every running game from the console, so the member's screen starts with none. */
async function endRunningGames(console: Page) {
  await console.goto('/admin/bingo');
  // Loaded: the games table, or the empty state when no game was ever played.
  await expect(
    console.getByRole('columnheader', { name: 'Players' }).or(console.getByText('No games yet')),
  ).toBeVisible(LOADED);
  const end = console.getByRole('button', { name: /^End the game of / });
  while ((await end.count()) > 0) {
    const before = await end.count();
    await end.first().click();
    await expect(end).toHaveCount(before - 1);
  }
}

test.describe('bingo', () => {
  test.use(PHONE);

  test('a creator starts a game; a member sees it live, flips a line and sees the win overlay', async ({
    page,
    browser,
    baseURL,
  }) => {
    const creator = await logInOnNewDevice(browser, baseURL ?? '', DEMO_CREATOR, DESKTOP);
    await endRunningGames(creator);

    // The member, on a phone, waits on the bingo screen with live updates on.
    await openAs(page, DEMO_SUBSCRIBER, '/bingo');
    await expect(page.getByRole('heading', { level: 1, name: 'Bingo' })).toBeVisible(LOADED);
    await expect(page.getByText('There are no active games.')).toBeVisible(LOADED);
    await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(LOADED);
    // Game creation is for accounts above Free only.
    await expect(page.getByRole('button', { name: 'Start New Game' })).toHaveCount(0);

    // The creator starts a game from the same screen in another browser.
    await creator.goto('/bingo');
    await expect(creator.getByLabel('Layout')).toBeVisible(LOADED);
    await creator.getByLabel('Layout').selectOption({ label: LAYOUT });
    await creator.getByRole('button', { name: 'Start New Game' }).click();
    await expect(creator.getByText('The game has started.')).toBeVisible();

    // It reaches the member at once: the list gains it and, with no card open, its card opens.
    await expect(page.getByText(`A new game started: ${LAYOUT}`)).toBeVisible();
    await expect(page.getByText('There are no active games.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${LAYOUT}\\s*Live`) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Your card for ${LAYOUT}` })).toBeVisible(
      LOADED,
    );
    await expect(squares(page)).toHaveCount(25);
    await expect(squares(page).nth(12)).toHaveText('FREE');
    await expect(squares(page).nth(12)).toBeDisabled();
    const words = await squares(page).allTextContents();
    expect(new Set(words).size).toBe(25);

    // A full first row: each square turns over once the server has answered; the last one is a bingo.
    for (let index = 0; index < 5; index += 1) {
      await squares(page).nth(index).click();
      await expect(squares(page).nth(index)).toHaveAttribute('aria-pressed', 'true');
    }
    const overlay = page.getByRole('dialog', { name: 'Bingo!' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('You got a full line.', { exact: false })).toBeVisible();
    await expect(overlay.locator('.bingo-win__letter')).toHaveText(['B', 'I', 'N', 'G', 'O']);
    await checkScreen(page, `bingo-win-${PHONE.viewport.width}`, { fullPage: false });
    await overlay.getByRole('button', { name: 'Close' }).last().click();
    await expect(overlay).toBeHidden();
    await expect(page.getByText('Bingo! Your card is complete.')).toBeVisible();
    await expect(squares(page).first()).toBeDisabled();

    // The console lists the member as the game's first winner.
    await creator.goto('/admin/bingo');
    const game = creator.getByRole('row').filter({ hasText: LAYOUT }).filter({ hasText: 'Running since' });
    await expect(game.getByRole('listitem')).toHaveText(['Demo Subscriber'], LOADED);
    await creator.context().close();
  });
});

test.describe('bingo in the console', () => {
  // The pool that is too short is refused with a 400.
  test.use({ ...DESKTOP, expectedFailures: ['/v1/admin/bingo/layouts'] });

  test('staff create a layout with its words and a banner, then start and end a game of it', async ({
    page,
  }) => {
    const name = `Podcast Bingo ${Date.now().toString(36)}`;
    await openAs(page, DEMO_STAFF, '/admin/bingo');
    await page.getByRole('button', { name: 'New layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'New layout' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    const words = dialog.getByLabel('Words and phrases, one a line');
    await words.fill(Array.from({ length: 23 }, (_, index) => `Moment ${index + 1}`).join('\n'));
    await dialog.getByRole('button', { name: 'Save layout' }).click();
    await expect(dialog.getByText(/^A layout needs at least 24 different words/)).toBeVisible();
    await words.fill(Array.from({ length: 24 }, (_, index) => `Moment ${index + 1}`).join('\n'));
    await expect(dialog.getByText('24 written; at least 24 needed.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText(`The ${name} layout was saved.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('24 words and phrases')).toBeVisible();

    await row.getByLabel(`Upload a banner picture for ${name}`).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_PIXEL, 'base64'),
    });
    await expect(page.getByText('The picture was saved.')).toBeVisible();
    await expect
      .poll(() =>
        row
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1);

    await row.getByRole('button', { name: `Start a game of ${name}` }).click();
    await expect(page.getByText(`A game of ${name} has started.`)).toBeVisible();
    const game = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Running since' });
    await expect(game).toBeVisible();
    await game.getByRole('button', { name: `End the game of ${name}` }).click();
    await expect(page.getByText(`The game of ${name} has ended.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Ended' })).toBeVisible();
  });
});

for (const device of [DESKTOP, PHONE]) {
  test.describe(`bingo screens at ${device.viewport.width}px`, () => {
    test.use(device);

    test('the member and creator screens have no serious axe violation', async ({ page }) => {
      await openAs(page, DEMO_CREATOR, '/bingo');
      await expect(page.getByRole('button', { name: 'Start New Game' })).toBeVisible(LOADED);
      await expect(squares(page)).toHaveCount(25, LOADED);
      await checkScreen(page, `bingo-${device.viewport.width}`);
    });

    test('the console screen has no serious axe violation', async ({ page }) => {
      await openAs(page, DEMO_STAFF, '/admin/bingo');
      await expect(page.getByRole('row').filter({ hasText: LAYOUT }).first()).toBeVisible(LOADED);
      await checkScreen(page, `console-bingo-${device.viewport.width}`);
      await page.getByRole('button', { name: `Edit ${LAYOUT}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${LAYOUT}` });
      await expect(dialog.getByLabel('Words and phrases, one a line')).toHaveValue(/Audio cuts out/);
      await checkScreen(page, `console-bingo-dialog-${device.viewport.width}`, { fullPage: false });
    });
  });
}
