// Draws the home-screen icons in public/icons from the site's mark (public/favicon.svg): a play triangle on the
// accent green. Run after changing the mark: `node apps/web/scripts/draw-icons.mjs` (needs /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ACCENT = '#2fd17a';
const ON_ACCENT = '#04120a';
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The mark on a 512 grid: `inset` leaves transparent room around it; `full` fills the square edge to edge. */
function mark({ full, scale }) {
  const background = full
    ? `<rect width="512" height="512" fill="${ACCENT}"/>`
    : `<rect x="16" y="16" width="480" height="480" rx="112" fill="${ACCENT}"/>`;
  // The triangle of the 32-unit favicon (M13 10.5v11l9-5.5z), centred on its visual middle and scaled.
  const triangle = `<path transform="translate(256 256) scale(${scale}) translate(-16.7 -16)" d="M13 10.5v11l9-5.5z" fill="${ON_ACCENT}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${triangle}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark({ full: false, scale: 16 }) },
  { file: 'icon-512.png', size: 512, svg: mark({ full: false, scale: 16 }) },
  // Android crops maskable icons to a circle or squircle: the triangle stays inside the middle 80 %.
  { file: 'icon-maskable-512.png', size: 512, svg: mark({ full: true, scale: 13 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: mark({ full: true, scale: 15 }) },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${outDir}${file}`, omitBackground: true });
    console.log(`drew ${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
