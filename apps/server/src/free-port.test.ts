import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, portBand } from './free-port';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function rangeFile(text: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-port-range-'));
  dirs.push(dir);
  const file = path.join(dir, 'ip_local_port_range');
  await fs.writeFile(file, text);
  return file;
}

describe('free ports', () => {
  it('are picked just below the ephemeral range, which outgoing connections take their ports from', async () => {
    expect(portBand(await rangeFile('32768\t60999\n'))).toEqual({ low: 16_384, high: 32_767 });
    expect(portBand(await rangeFile('2000 60999\n'))).toEqual({ low: 1_024, high: 1_999 });
  });

  it('fall back to any port where the range is unknown or leaves no room below it', async () => {
    expect(portBand(path.join(os.tmpdir(), 'no-such-range-file'))).toBeUndefined();
    expect(portBand(await rangeFile('1024 65535\n'))).toBeUndefined();
    expect(portBand(await rangeFile('garbage\n'))).toBeUndefined();
  });

  it('can be listened on, and lie outside the ephemeral range on this machine', async () => {
    const band = portBand();
    const port = await freePort();
    if (band) {
      expect(port).toBeGreaterThanOrEqual(band.low);
      expect(port).toBeLessThanOrEqual(band.high);
    }
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
