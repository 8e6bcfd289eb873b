/** How the seek-preview sprite is cut: one tile every `intervalSeconds`, `columns` tiles per row. */
export interface SpritePlan {
  intervalSeconds: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rows: number;
  tiles: number;
}

const TILE_WIDTH = 160;
const COLUMNS = 10;
const MIN_INTERVAL_SECONDS = 2;
/** Caps the sprite at 10 x 10 tiles (1600 px wide), so long videos get coarser previews, not huge images. */
const MAX_TILES = 100;

export function planSprite(durationSeconds: number, aspect: { width: number; height: number }): SpritePlan {
  const intervalSeconds = Math.max(MIN_INTERVAL_SECONDS, Math.ceil(durationSeconds / MAX_TILES));
  // The tolerance keeps a few milliseconds past a whole interval from adding a near-empty tile.
  const tiles = Math.max(1, Math.ceil(durationSeconds / intervalSeconds - 0.01));
  const columns = Math.min(COLUMNS, tiles);
  return {
    intervalSeconds,
    tileWidth: TILE_WIDTH,
    tileHeight: Math.max(2, Math.round((TILE_WIDTH * aspect.height) / aspect.width / 2) * 2),
    columns,
    rows: Math.ceil(tiles / columns),
    tiles,
  };
}

/** ffmpeg filter turning a video stream into the sprite image: one frame per interval, scaled and tiled. */
export function spriteFilter(plan: SpritePlan): string {
  return (
    `fps=1/${plan.intervalSeconds},scale=${plan.tileWidth}:${plan.tileHeight},setsar=1,` +
    `tile=${plan.columns}x${plan.rows}`
  );
}

function formatVttTimestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor(totalMs / 60_000) % 60;
  const secs = Math.floor(totalMs / 1000) % 60;
  const ms = totalMs % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms, 3)}`;
}

/** WebVTT cues mapping each interval to its tile (`sprite.jpg#xywh=x,y,w,h`), up to the video's end. */
export function renderSpriteCues(plan: SpritePlan, durationSeconds: number, imageFile: string): string {
  const cues = Array.from({ length: plan.tiles }, (_, index) => {
    const start = index * plan.intervalSeconds;
    const end = index === plan.tiles - 1 ? durationSeconds : start + plan.intervalSeconds;
    const x = (index % plan.columns) * plan.tileWidth;
    const y = Math.floor(index / plan.columns) * plan.tileHeight;
    return (
      `${formatVttTimestamp(start)} --> ${formatVttTimestamp(end)}\n` +
      `${imageFile}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`
    );
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
