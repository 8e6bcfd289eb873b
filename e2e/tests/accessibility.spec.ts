import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, expect, PHONE, test } from './fixtures';

const pages = [
  { path: '/', heading: 'Join the crew.' },
  { path: '/faq', heading: 'Frequently asked questions' },
];

for (const device of [DESKTOP, PHONE]) {
  test.describe(`at ${device.viewport.width}px`, () => {
    test.use(device);

    for (const { path, heading } of pages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/faq') await page.getByRole('button', { name: 'Can I cancel any time?' }).click();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
        expect(
          serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}
