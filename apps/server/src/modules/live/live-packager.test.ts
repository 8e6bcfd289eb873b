import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bundledFfmpeg, SYSTEM_FFMPEG } from '../../test/bundled-ffmpeg';
import { locateMediaBinaries } from '../media/ffmpeg-binary';
import { livePackagerArgs, liveMasterPlaylist, segmentsWritten, withoutSegmentIndex } from './live-packager';
import { withServerControl } from './live.routes';

const systemInstalled = await fs.access(SYSTEM_FFMPEG.ffmpeg).then(
  () => true,
  () => false,
);

const PLAYLIST = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:12
#EXT-X-MAP:URI="init.mp4"
#EXTINF:1.000000,
seg_00012.m4s
#EXTINF:1.000000,
seg_00013.m4s
`;

describe('live packaging', () => {
  it('counts the segments written from the media sequence and those listed', () => {
    expect(segmentsWritten(PLAYLIST)).toBe(14);
    expect(segmentsWritten('#EXTM3U\n#EXT-X-TARGETDURATION:1\n')).toBe(0);
  });

  it('copies the source, and encodes a 360p rung with one-second keyframes only when asked', async () => {
    const { capabilities } = await locateMediaBinaries();
    const source = livePackagerArgs(false, capabilities);
    expect(source.join(' ')).toContain('-c copy -f hls -hls_time 1');
    expect(source).not.toContain('libx264');
    const ladder = livePackagerArgs(true, capabilities).join(' ');
    expect(ladder).toContain('scale=-2:360');
    expect(ladder).toContain('-force_key_frames expr:gte(t,n_forced*1)');
    expect(ladder).toContain('independent_segments+program_date_time+temp_file');
  });

  it.skipIf(!systemInstalled)("asks Debian's ffmpeg for progress every second", async () => {
    const { capabilities } = await locateMediaBinaries({ ffmpegPath: SYSTEM_FFMPEG.ffmpeg });
    expect(livePackagerArgs(false, capabilities).join(' ')).toContain('-progress pipe:1 -stats_period 1');
  });

  it.skipIf(!bundledFfmpeg)(
    'leaves the progress period to an ffmpeg that cannot be told (the bundled 4.1)',
    async () => {
      const { capabilities } = await locateMediaBinaries({ ffmpegPath: bundledFfmpeg?.ffmpeg });
      const args = livePackagerArgs(true, capabilities);
      expect(args.join(' ')).toContain('-progress pipe:1 -fflags');
      expect(args).not.toContain('-stats_period');
    },
  );

  it('drops the segment indexes from a media segment and keeps every other box as it was', () => {
    const box = (type: string, body: string) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, Buffer.from(body)]);
    };
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(16n + 4n, 8);
    const media = Buffer.concat([large, Buffer.from('data')]);
    const segment = Buffer.concat([
      box('styp', 'msdh'),
      box('sidx', 'video index'),
      box('sidx', 'audio index'),
      box('moof', 'fragment'),
      media,
    ]);
    expect(withoutSegmentIndex(segment)).toEqual(
      Buffer.concat([box('styp', 'msdh'), box('moof', 'fragment'), media]),
    );
    // What cannot be read as boxes is kept as it is.
    const torn = Buffer.concat([box('sidx', 'index'), Buffer.from([0, 0, 0, 99, 0x6d])]);
    expect(withoutSegmentIndex(torn)).toEqual(Buffer.from([0, 0, 0, 99, 0x6d]));
  });

  it('writes a master playlist naming each rung with its bandwidth and size', () => {
    const master = liveMasterPlaylist(true, { width: 1280, height: 720, kbps: 3000 });
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720\nsource/index.m3u8');
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=896000,RESOLUTION=640x360\n360p/index.m3u8');
    expect(liveMasterPlaylist(false, { width: 0, height: 0, kbps: 0 })).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=500000\nsource/index.m3u8\n',
    );
  });

  it('tells players they may block on the next segment, once, in media playlists only', () => {
    const served = withServerControl(PLAYLIST);
    expect(served).toContain('#EXT-X-TARGETDURATION:1\n#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES\n');
    expect(withServerControl(served)).toBe(served);
    expect(withServerControl('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nsource/index.m3u8\n')).not.toContain(
      'SERVER-CONTROL',
    );
  });
});
