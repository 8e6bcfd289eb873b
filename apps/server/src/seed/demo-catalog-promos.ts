import type { PromoImage, PromoSection } from '@crewcast/contracts/content';

type Orientation = NonNullable<PromoImage['orientation']>;

/** Sizes of the promo pictures, one per layout the learn-more page may use. */
const PROMO_ARTWORK: Record<Orientation, { width: number; height: number }> = {
  wide: { width: 2100, height: 900 },
  horizontal: { width: 1280, height: 720 },
  narrow: { width: 960, height: 720 },
  vertical: { width: 1080, height: 1350 },
};

interface DemoPromo {
  name: string;
  colors: [string, string];
  /** The motif drawn in the middle of a 100 × 100 box. */
  motif: string;
  alt: string;
  title: string;
  text: string;
  button: string;
  url: string;
}

const demoPromos: DemoPromo[] = [
  {
    name: 'merch',
    colors: ['#1f8a5b', '#0b0b0f'],
    // A T-shirt.
    motif:
      '<path d="M32 18 L18 26 L10 42 L24 48 L26 40 L26 86 L74 86 L74 40 L76 48 L90 42 L82 26 L68 18 Q50 30 32 18 Z" fill="#f4f4f6"/>',
    alt: 'A Crewcast T-shirt',
    title: 'Crew merch',
    text: 'Members get 15% off merchandise and first access to new products in the store.',
    button: 'Shop merch',
    url: '/merch',
  },
  {
    name: 'greenlight',
    colors: ['#2fd17a', '#0b0b0f'],
    // Two points bars facing off.
    motif:
      '<rect x="14" y="34" width="60" height="12" rx="6" fill="#f4f4f6"/><rect x="14" y="56" width="40" height="12" rx="6" fill="#04120a"/><circle cx="84" cy="40" r="8" fill="#f4f4f6"/>',
    alt: 'Two projects’ points bars in a Greenlight battle',
    title: 'You decide what gets made',
    text: 'Spend your Producer Points in Greenlight battles to back the pitches you want to see.',
    button: 'Vote in Greenlight',
    url: '/greenlight',
  },
];

/** A promo picture as SVG: the promo's gradient with its motif centred, at one orientation's size. */
function promoArtwork(promo: DemoPromo, orientation: Orientation): string {
  const { width, height } = PROMO_ARTWORK[orientation];
  const scale = Math.min(width, height) / 200;
  const x = width / 2 - 50 * scale;
  const y = height / 2 - 50 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${promo.colors[0]}"/><stop offset="1" stop-color="${promo.colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g transform="translate(${x} ${y}) scale(${scale})">${promo.motif}</g>
</svg>\n`;
}

/** The demo's promo sections (merchandise and Greenlight) with their pictures, ready to store. */
export function demoPromoSections(): { section: PromoSection; files: { key: string; body: string }[] }[] {
  return demoPromos.map((promo) => {
    const orientations = Object.keys(PROMO_ARTWORK) as Orientation[];
    const files = orientations.map((orientation) => ({
      key: `images/promo/${promo.name}/${orientation}.svg`,
      body: promoArtwork(promo, orientation),
    }));
    return {
      section: {
        name: promo.name,
        images: orientations.map((orientation) => ({
          orientation,
          type: null,
          url: `/images/promo/${promo.name}/${orientation}.svg`,
          alt: promo.alt,
        })),
        text: [
          { type: 'title', text: promo.title },
          { type: 'text', text: promo.text },
          { type: 'button', text: promo.button },
        ],
        urls: [promo.url],
      },
      files,
    };
  });
}
