/** What a shared link of one page shows before any script runs: the tab title, the preview card, structured data. */
export interface PagePreview {
  /** The whole <title>, site name included. */
  title: string;
  /** The preview card's title (the page's own, without the site name). */
  cardTitle: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the picture, or null for the site's icon. */
  image: string | null;
  siteName: string;
  /** Open Graph's kind of page. */
  type: 'website' | 'video.episode' | 'video.tv_show';
  /** schema.org data about the page, as JSON-LD. */
  structuredData: Record<string, unknown> | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that cannot end the script element it sits in, nor open a comment or markup inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Descriptions in preview cards are cut off around here anyway. */
const DESCRIPTION_LENGTH = 300;

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * The elements that take the place of the shell's <title>: title, description, canonical address, Open Graph and
 * Twitter card tags, and the JSON-LD block (a data block, which the CSP does not run as script).
 */
export function renderPageHead(preview: PagePreview, fallbackImage: string): string {
  const description = shorten(preview.description);
  const image = preview.image ?? fallbackImage;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.cardTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', preview.cardTitle),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.cardTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (preview.structuredData) {
    lines.push(`<script type="application/ld+json">${jsonForScript(preview.structuredData)}</script>`);
  }
  return lines.join('\n    ');
}
