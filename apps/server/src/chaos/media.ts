import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { exitOf, pushTestPattern } from '../test/rtmp-test-push';
import { sleep } from './http';

/**
 * An ffmpeg for the server whose transcode encodes (those reporting progress, not the live packager reading a pipe)
 * start a few seconds late, so a kill easily lands in the middle of one.
 */
export async function slowTranscodingFfmpeg(directory: string, ffmpeg: string, waitSeconds: number) {
  const file = path.join(directory, 'ffmpeg');
  await fs.writeFile(
    file,
    [
      '#!/bin/sh',
      `case "$*" in *pipe:0*) ;; *-progress*) sleep ${waitSeconds};; esac`,
      `exec '${ffmpeg}' "$@"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return file;
}

/**
 * An encoder pushing to a livestream again and again while `running` says so: each push ends when its server is
 * killed under it, or after `seconds`; the last one is cut off (a dropped encoder) once the load stops.
 */
export async function broadcastWhile(
  options: { ffmpeg: string; url: string; seconds: number },
  running: () => boolean,
): Promise<void> {
  while (running()) {
    const pusher: ChildProcess = pushTestPattern(options);
    const exited = exitOf(pusher);
    const startedAt = Date.now();
    let done = false;
    void exited.then(() => (done = true));
    while (!done && running()) await sleep(250);
    if (!done) pusher.kill('SIGKILL');
    await exited;
    // Refused while the server restarts: try again shortly.
    if (Date.now() - startedAt < 1000) await sleep(500);
  }
}

/**
 * Waits (up to `ms`) until a query on the database the servers share answers a row, and answers that row (or
 * undefined). A poll that finds the database being taken over by the next server just waits for the next.
 */
export async function rowWithin<Row extends object>(
  databaseUrl: string,
  query: string,
  params: unknown[],
  ms: number,
): Promise<Row | undefined> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<Row>(query, params);
      if (rows[0]) return rows[0];
    } catch {
      // The database is being taken over by the next server.
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(250);
  }
  return undefined;
}
