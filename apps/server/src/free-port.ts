import fs from 'node:fs';
import net from 'node:net';

/** Where Linux says which local ports outgoing connections are given. */
const EPHEMERAL_RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
/** How many ports below the ephemeral range a port is picked from. */
const BAND = 16_384;
const LOWEST = 1_024;
const TRIES = 20;

/**
 * The ports a listener may be given without meeting an outgoing connection: those just below the kernel's
 * ephemeral range, or none where that range is unknown or starts too low.
 */
export function portBand(rangeFile = EPHEMERAL_RANGE_FILE): { low: number; high: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(rangeFile, 'utf8');
  } catch {
    return undefined;
  }
  const ephemeralLow = Number(text.trim().split(/\s+/)[0]);
  const high = ephemeralLow - 1;
  const low = Math.max(LOWEST, ephemeralLow - BAND);
  return Number.isInteger(ephemeralLow) && high >= low ? { low, high } : undefined;
}

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(undefined) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port on the loopback interface that nothing listens on right now. It is picked below the ephemeral range:
 * a port from that range could be taken by any outgoing connection between being found free and being listened
 * on, which on a busy machine happens.
 */
export async function freePort(): Promise<number> {
  const band = portBand();
  if (band) {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const port = band.low + Math.floor(Math.random() * (band.high - band.low + 1));
      const free = await listenOnce(port);
      if (free !== undefined) return free;
    }
  }
  const any = await listenOnce(0);
  if (any === undefined) throw new Error('no free port on 127.0.0.1');
  return any;
}
