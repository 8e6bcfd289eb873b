import { spawn, type ChildProcess } from 'node:child_process';

/**
 * An encoder stand-in: ffmpeg publishing its moving test pattern with a 440 Hz tone to an RTMP URL in real
 * time, H.264 with a keyframe every second (as an encoder set up for low latency sends) and AAC.
 */
export function pushTestPattern(options: { ffmpeg: string; url: string; seconds: number }): ChildProcess {
  const { seconds } = options;
  return spawn(
    options.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-re', '-f', 'lavfi', '-i', `testsrc2=size=426x240:rate=25:duration=${seconds}`],
      ...['-re', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        '25',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', options.url],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** Resolves with the exit code once the pusher has stopped. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
