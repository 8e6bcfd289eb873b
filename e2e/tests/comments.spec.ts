import type { Page } from '@playwright/test';
import { waitForAnEpisode } from './catalog';
import { checkScreen, controlsUnderAppPromo, DESKTOP, expect, PHONE, test } from './fixtures';
import { pageOnNewDevice, signUpSubscriber, type Member } from './members';

// Every journey signs members up and subscribes them first, which takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

async function memberOnVideo(page: Page, mediaId: number): Promise<Member> {
  const member = await signUpSubscriber(page);
  await page.goto(`/video/${mediaId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Comments', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // A demo episode lasts 12 s, after which the page counts down to the next one: a busy machine can take longer
  // than that to get both members here, so the episode plays on a loop and never ends.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.loop = true;
  });
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });
  // The list has loaded, which also subscribed this page to the video's updates.
  await expect(page.getByText('Loading comments')).toHaveCount(0, { timeout: 15_000 });
  return member;
}

const commentBy = (page: Page, name: string) => page.getByRole('article', { name: `Comment by ${name}` });

test.describe('comments', () => {
  test.use(DESKTOP);

  test('two members comment, reply and like, and see each other’s changes live', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const { id: mediaId } = await waitForAnEpisode(request);
    const first = await memberOnVideo(page, mediaId);
    const other = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    const second = await memberOnVideo(other, mediaId);

    const comment = `Great episode! <i>${first.displayName}</i>`;
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(commentBy(other, first.displayName).getByText(comment, { exact: true })).toBeVisible();
    await expect(other.locator('.comments i')).toHaveCount(0);

    await commentBy(other, first.displayName).getByRole('button', { name: 'Reply' }).click();
    const replyBox = other.getByRole('textbox', { name: `Reply to ${first.displayName}` });
    await replyBox.fill('Agreed, the ending!');
    await other.locator('form', { has: replyBox }).getByRole('button', { name: 'Reply' }).click();
    const reply = commentBy(page, second.displayName);
    await expect(reply.getByText('Agreed, the ending!')).toBeVisible();

    const like = reply.getByRole('button', { name: /^Like the comment by/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(
      commentBy(other, second.displayName).getByRole('button', {
        name: /^Like the comment by .* \(1 like\)$/,
      }),
    ).toBeVisible();

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(
      commentBy(other, second.displayName).getByRole('button', { name: /\(0 likes\)$/ }),
    ).toBeVisible();

    await commentBy(page, first.displayName).getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(commentBy(other, first.displayName)).toHaveCount(0);
    await other.context().close();
  });
});

for (const device of [DESKTOP, PHONE]) {
  test.describe(`a video with comments at ${device.viewport.width}px`, () => {
    test.use(device);

    test('has no serious accessibility violations', async ({ page, request }) => {
      const { id: mediaId } = await waitForAnEpisode(request);
      await memberOnVideo(page, mediaId);
      await page.getByLabel('Add a comment').fill(`Looks good at ${device.viewport.width}px`);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      // The comment may arrive live before the answer to the post clears the composer: look in the comments.
      await expect(
        page.getByRole('article').getByText(`Looks good at ${device.viewport.width}px`),
      ).toBeVisible();
      expect(await controlsUnderAppPromo(page)).toEqual([]);
      // The keyboard shortcuts are offered where there is a keyboard, not on a phone.
      const shortcuts = page.getByText(/^Keys: space plays or pauses/);
      if (device === PHONE) await expect(shortcuts).toBeHidden();
      else await expect(shortcuts).toBeVisible();
      await checkScreen(page, `video-comments-${device.viewport.width}`);
    });
  });
}
