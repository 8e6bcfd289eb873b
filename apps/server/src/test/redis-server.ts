import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '../free-port';
import { tiedToThisProcess } from '../tied-process';

/** Whether this machine can start a Redis of its own for a test. */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A throw-away Redis on a free loopback port (or `port`, to start one again where it was), keeping nothing on disk. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child = spawn(
    ...tiedToThisProcess('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]),
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
