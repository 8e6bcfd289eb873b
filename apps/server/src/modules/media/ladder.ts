export interface Rendition {
  /** Names the rendition's folder and quality label, e.g. `720p`. */
  id: string;
  width: number;
  height: number;
  videoBitrate: number;
}

/** A size without a standard rate (a source below 360p, a custom rung) gets 360p's rate per pixel. */
const SMALLEST_RUNG = { pixels: 640 * 360, bitrate: 800_000 };

/** Video bits per second for each standard rung, sized for H.264 at up to 30 fps. */
const BITRATE_BY_RUNG: Readonly<Record<number, number>> = {
  360: SMALLEST_RUNG.bitrate,
  480: 1_400_000,
  720: 2_800_000,
  1080: 5_000_000,
};

const LADDER_RUNGS: readonly number[] = Object.keys(BITRATE_BY_RUNG).map(Number);

const LOWEST_BITRATE = 150_000;

const evenFloor = (value: number) => Math.max(2, Math.floor(value / 2) * 2);
const evenRound = (value: number) => Math.max(2, Math.round(value / 2) * 2);

function bitrateFor(rung: number, width: number, height: number): number {
  const scaled = Math.round((SMALLEST_RUNG.bitrate * width * height) / SMALLEST_RUNG.pixels);
  return BITRATE_BY_RUNG[rung] ?? Math.max(LOWEST_BITRATE, scaled);
}

/**
 * The renditions to encode: every rung at or below the source, never an upscale. A rung names the short
 * side, so a portrait phone video gets the same quality steps as a landscape one. A source smaller than
 * the lowest rung gets one rendition at its own (even) size.
 */
export function planLadder(
  source: { width: number; height: number },
  rungs: readonly number[] = LADDER_RUNGS,
): Rendition[] {
  const landscape = source.width >= source.height;
  const shortSide = landscape ? source.height : source.width;
  const longSide = landscape ? source.width : source.height;
  const fitting = [...rungs].sort((a, b) => a - b).filter((rung) => rung <= shortSide);
  const chosen = fitting.length > 0 ? fitting : [evenFloor(shortSide)];
  return chosen.map((rung) => {
    const short = evenFloor(rung);
    const long = Math.min(evenRound((rung * longSide) / shortSide), evenFloor(longSide));
    const [width, height] = landscape ? [long, short] : [short, long];
    return { id: `${rung}p`, width, height, videoBitrate: bitrateFor(rung, width, height) };
  });
}
