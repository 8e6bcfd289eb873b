import type { LivestreamStatus } from '@crewcast/contracts/realtime';

type LiveStream = LivestreamStatus['streams'][number];
type NextStream = NonNullable<LivestreamStatus['nextStream']>;
type StartingStream = LivestreamStatus['starting'][number];

/** What the livestream page shows (SPEC section 4, "Livestream page"). */
export type LivestreamView =
  | { kind: 'loading' }
  /** The stream needs a subscription the member does not have. */
  | { kind: 'payment' }
  | { kind: 'live'; stream: LiveStream }
  /** An encoder is connected and packaged, not playable yet: 'Starting…' rather than the next stream. */
  | { kind: 'starting'; stream: StartingStream }
  /** Not live; `next` is the stream scheduled next, and `chatId` the chat to show, when one is known. */
  | { kind: 'offline'; next: NextStream | null; chatId: string | null };

/**
 * Picks the stream to play: the one asked for by id when it is live, else the first live stream. Without a live
 * stream, one starting (the one asked for, or any when none is) shows as starting; else the page is offline, with
 * the next stream's chat open (or the chat of the stream asked for).
 */
export function chooseLivestream(
  status: LivestreamStatus | null,
  requestedId: string | undefined,
  hasSubscription: boolean | undefined,
): LivestreamView {
  if (!status) return { kind: 'loading' };
  const stream = status.isLive
    ? (status.streams.find(({ livestreamId }) => livestreamId === requestedId) ?? status.streams[0])
    : undefined;
  if (!stream) {
    const starting = status.starting.find(
      ({ livestreamId }) => (requestedId ?? livestreamId) === livestreamId,
    );
    if (starting) return { kind: 'starting', stream: starting };
    const next = status.nextStream;
    return { kind: 'offline', next, chatId: requestedId ?? next?.livestreamId ?? null };
  }
  if (!stream.requiresSubscription) return { kind: 'live', stream };
  if (hasSubscription === undefined) return { kind: 'loading' };
  return hasSubscription ? { kind: 'live', stream } : { kind: 'payment' };
}

/** The livestream whose chat a page without an id shows: the first live stream, else the next one. */
export function defaultChatId(status: LivestreamStatus): string | null {
  return (
    (status.isLive ? status.streams[0]?.livestreamId : undefined) ?? status.nextStream?.livestreamId ?? null
  );
}
