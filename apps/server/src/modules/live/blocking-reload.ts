// LL-HLS blocking playlist reloads (`?_HLS_msn=N`): a player asks for the playlist that lists segment N and the
// request is held until it does. Held requests cost a timer and a socket each, so what may be held is bounded:
// a segment far past the live edge is refused at once (as the LL-HLS specification advises), any wait ends after
// three target durations, and one client address may have only a few requests held at a time.
import { AppError } from '../../http/errors';
import { LIVE_SEGMENT_SECONDS, segmentsWritten } from './live-packager';

/** The longest a reload is held: three target durations. */
export const BLOCK_LIMIT_MS = LIVE_SEGMENT_SECONDS * 3000;
/** Reloads one client address may have held at once: a player holds one per rendition it plays. */
export const HELD_PER_ADDRESS = 6;
/** Beyond the last listed segment, how far ahead a reload may ask (the specification's "plus two"). */
const AHEAD_OF_EDGE = 2;
const BLOCK_POLL_MS = 50;

const NUMBER = /^\d{1,10}$/;

/** The segment a reload waits for, or undefined for a plain reload; malformed directives are refused. */
export function wantedSegment(query: URLSearchParams): number | undefined {
  const msn = query.get('_HLS_msn');
  const part = query.get('_HLS_part');
  if (msn === null && part === null) return undefined;
  if (msn === null || !NUMBER.test(msn) || (part !== null && !NUMBER.test(part)))
    throw new AppError('BAD_REQUEST', '_HLS_msn must be a segment number, and _HLS_part comes only with it.');
  return Number(msn);
}

/** Holds blocking reloads within their limits; one per server, counting held requests per client address. */
export function createBlockingReloads() {
  const held = new Map<string, number>();

  /**
   * The playlist once it lists segment `wanted` (its sequence number), or as it stands when the wait runs out or
   * the stream ends; `read` answers the playlist as it is now, undefined once it is gone.
   */
  async function waitFor(
    address: string,
    wanted: number,
    playlist: string,
    read: () => Promise<string | undefined>,
  ): Promise<string> {
    const ready = (text: string) => segmentsWritten(text) > wanted || text.includes('#EXT-X-ENDLIST');
    if (ready(playlist)) return playlist;
    if (wanted > segmentsWritten(playlist) - 1 + AHEAD_OF_EDGE)
      throw new AppError('BAD_REQUEST', 'That segment is too far ahead of the live stream to wait for.');
    const count = held.get(address) ?? 0;
    if (count >= HELD_PER_ADDRESS)
      throw new AppError('RATE_LIMITED', 'Too many playlist reloads are waiting. Try again in a moment.');
    held.set(address, count + 1);
    try {
      const deadline = Date.now() + BLOCK_LIMIT_MS;
      let current = playlist;
      while (!ready(current) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, BLOCK_POLL_MS));
        current = (await read()) ?? current;
      }
      return current;
    } finally {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    }
  }

  return { waitFor };
}
