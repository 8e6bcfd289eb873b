import { DESKTOP, expect, test } from './fixtures';

test.use(DESKTOP);

test('the FAQ shows an accordion whose questions expand', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Can I cancel any time?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Can I cancel any time?' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Cancel from your account');

  await question.press('Enter');
  await expect(answer).toBeHidden();
});
