import type { Writable } from 'node:stream';

/** FLV tag types (the first byte of a tag). */
const AUDIO_TAG = 8;
const VIDEO_TAG = 9;
/** The AAC sound format, whose packet type 0 is its sequence header. */
const AAC = 10;

/**
 * Bytes that may wait in the pipe to the packager before it counts as falling behind: several seconds of a
 * 1080p stream. `write()` says false past 16 KB, which every GOP the ingest hands over at once (the one cached
 * when packaging starts) passes while ffmpeg keeps up.
 */
export const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/** A frame of audio or video: what may be dropped. Headers, metadata and codec configuration never are. */
function isFrame(tag: Buffer): boolean {
  if (tag.length < 13) return false;
  if (tag[0] === AUDIO_TAG) return !(tag[11]! >> 4 === AAC && tag[12] === 0);
  if (tag[0] !== VIDEO_TAG) return false;
  const enhanced = (tag[11]! & 0x80) !== 0;
  // Enhanced RTMP names the packet type in the low bits (0: sequence start); AVC and HEVC in the next byte.
  const packetType = enhanced ? tag[11]! & 0x0f : tag[12];
  return packetType !== 0;
}

/** A video frame that starts a GOP (frame type 1), from which ffmpeg can decode again. */
function isKeyframe(tag: Buffer): boolean {
  return tag[0] === VIDEO_TAG && isFrame(tag) && ((tag[11]! >> 4) & 0x07) === 1;
}

/**
 * Writes the ingest's FLV (the file header, then one tag per call) into the packager's stdin. When the packager
 * falls behind (more than `maxQueuedBytes` waiting), frames are dropped until the pipe has drained and the next
 * keyframe comes, so ffmpeg gets whole GOPs again and viewers a gap rather than a growing delay. Pausing the
 * source instead would hold up the encoder's RTMP connection (node-media-server reads the publisher and feeds
 * every subscriber from one socket): the encoder would buffer, drop frames of its own or disconnect, and the
 * broadcast would fall further behind live. `onDroppedGop` is told of each GOP cut short or skipped whole.
 */
export function createFlvFeed(
  sink: Writable,
  options: { onDroppedGop: () => void; maxQueuedBytes?: number },
): (tag: Buffer) => void {
  const maxQueued = options.maxQueuedBytes ?? MAX_QUEUED_BYTES;
  let dropping = false;
  return (tag) => {
    if (!sink.writable) return;
    if (dropping && isFrame(tag)) {
      if (!isKeyframe(tag)) return;
      if (sink.writableLength > 0) return options.onDroppedGop();
      dropping = false;
    }
    sink.write(tag);
    if (!dropping && sink.writableLength > maxQueued) {
      dropping = true;
      options.onDroppedGop();
    }
  };
}
