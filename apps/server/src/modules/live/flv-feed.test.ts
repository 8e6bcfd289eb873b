import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFlvFeed } from './flv-feed';

/** An FLV tag: type, then the first bytes of its data (frame and packet type), padded to `size` bytes of data. */
function tag(type: number, head: number[], size: number, label: number): Buffer {
  const buffer = Buffer.alloc(11 + size + 4);
  buffer[0] = type;
  buffer.writeUIntBE(size, 1, 3);
  Buffer.from(head).copy(buffer, 11);
  buffer.writeUInt32BE(label, 11 + head.length);
  return buffer;
}

const FILE_HEADER = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9, 0, 0, 0, 0]);
const metadata = (n: number) => tag(18, [2, 0], 40, n);
const videoConfig = (n: number) => tag(9, [0x17, 0], 40, n);
const audioConfig = (n: number) => tag(8, [0xaf, 0], 8, n);
const keyframe = (n: number) => tag(9, [0x17, 1], 20_000, n);
const interFrame = (n: number) => tag(9, [0x27, 1], 1_000, n);
const audio = (n: number) => tag(8, [0xaf, 1], 200, n);
const labelOf = (written: Buffer) => written.readUInt32BE(13);

/** A consumer that takes one write every few milliseconds, as an ffmpeg that cannot keep up. */
function slowConsumer(msPerWrite: number) {
  const received: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      setTimeout(done, msPerWrite);
    },
  });
  return { sink, received };
}

describe('the FLV feed into a live packager', () => {
  it('drops whole GOPs while a slow packager is behind, and keeps headers, configuration and every GOP it starts', async () => {
    const { sink, received } = slowConsumer(2);
    let dropped = 0;
    const feed = createFlvFeed(sink, { onDroppedGop: () => (dropped += 1), maxQueuedBytes: 100_000 });
    const sent: Buffer[] = [FILE_HEADER, metadata(1), videoConfig(2), audioConfig(3)];
    for (const piece of sent) feed(piece);
    // 40 GOPs of a keyframe, 24 frames and their audio, arriving in bursts faster than the consumer takes them.
    let label = 100;
    let reconfigured = 0;
    for (let gop = 0; gop < 40; gop += 1) {
      const frames = [keyframe((label += 1))];
      for (let frame = 0; frame < 24; frame += 1) frames.push(interFrame((label += 1)), audio((label += 1)));
      for (const frame of frames) feed(frame);
      sent.push(...frames);
      // Codec configuration sent again mid-stream (an encoder's change) is passed on even while dropping.
      if (gop === 20) {
        const again = videoConfig((reconfigured = label += 1));
        feed(again);
        sent.push(again);
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
      // What waits never passes the allowance by more than the tag that crossed it.
      expect(sink.writableLength).toBeLessThan(100_000 + keyframe(0).length);
    }
    await new Promise<void>((resolve) => sink.end(resolve));

    expect(dropped).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(sent.length);
    expect(received.slice(0, 4)).toEqual(sent.slice(0, 4));
    const labels = received.slice(1).map(labelOf);
    expect(labels).toContain(reconfigured);
    // What arrives is in order, and after every gap it carries on from a keyframe (or configuration).
    const order = new Map(sent.slice(1).map((piece, index) => [labelOf(piece), { index, piece }]));
    for (let i = 1; i < labels.length; i += 1) {
      const previous = order.get(labels[i - 1]!)!;
      const current = order.get(labels[i]!)!;
      expect(current.index).toBeGreaterThan(previous.index);
      if (current.index !== previous.index + 1) expect([0x17]).toContain(current.piece[11]);
    }
  });

  it('drops nothing from a packager that keeps up', async () => {
    const { sink, received } = slowConsumer(0);
    let dropped = 0;
    const feed = createFlvFeed(sink, { onDroppedGop: () => (dropped += 1), maxQueuedBytes: 100_000 });
    const sent = [FILE_HEADER, videoConfig(1), keyframe(2), interFrame(3), audio(4), keyframe(5)];
    for (const piece of sent) {
      feed(piece);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise<void>((resolve) => sink.end(resolve));
    expect(dropped).toBe(0);
    expect(received).toEqual(sent);
  });
});
