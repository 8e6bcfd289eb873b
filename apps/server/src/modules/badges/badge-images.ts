import { Resvg } from '@resvg/resvg-js';
import { BADGE_IMAGE_MAX_BYTES, type BadgeImageUpload } from '@crewcast/contracts/badges';
import { fieldError } from '../../http/errors';

/** Badge images are drawn at 128 x 128. */
export const BADGE_IMAGE_SIZE = 128;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_SIDE = { min: 32, max: 1024 };

/** Where a version of a badge type's image is stored; old versions stay, so cached URLs keep working. */
export const badgeImageKey = (type: string, version: number) => `badges/${type}/${version}.png`;

const invalidImage = (message: string) => fieldError('BAD_REQUEST', 'image', message);

/** Renders an SVG source to a 128 px wide PNG; external files and system fonts are never read. */
export function renderBadgeSvg(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: BADGE_IMAGE_SIZE },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

/** The width and height in a PNG's header chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * An uploaded badge image as the PNG to publish: a PNG must be square-ish and between 32 and 1024 px a side;
 * an SVG must render. Anything else is refused with a message naming the image field.
 */
export function badgeImageFromUpload(upload: BadgeImageUpload): Buffer {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw invalidImage('The image is empty.');
  if (bytes.length > BADGE_IMAGE_MAX_BYTES) throw invalidImage('The image is larger than 256 KB.');
  if (upload.contentType === 'image/png') {
    const size = pngSize(bytes);
    if (!size) throw invalidImage('The file is not a PNG image.');
    const { width, height } = size;
    if (Math.min(width, height) < PNG_SIDE.min || Math.max(width, height) > PNG_SIDE.max)
      throw invalidImage(`Use a PNG between ${PNG_SIDE.min} and ${PNG_SIDE.max} pixels a side.`);
    if (Math.max(width, height) > Math.min(width, height) * 1.25)
      throw invalidImage('Use a square image: badges are shown in a circle-sized square.');
    return bytes;
  }
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw invalidImage('The file is not an SVG image.');
  try {
    return renderBadgeSvg(text);
  } catch {
    throw invalidImage('The SVG image could not be drawn; check that it is valid SVG.');
  }
}
