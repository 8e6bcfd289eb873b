import net from 'node:net';
import BaseSession from 'node-media-server/src/session/base_session.js';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';

/** The RTMP application encoders publish to: rtmp://host:port/live/<stream key>. */
export const RTMP_APP = 'live';

/** A publishing encoder, as the live module sees it. */
export interface RtmpPublisher {
  /** The stream key it published with; never logged. */
  key: string;
  /** The stream it feeds (one per stream key): a publisher back on the same one continues its timeline. */
  source: object;
  /** The encoder's address, without the port. */
  address: string;
  /** Bytes received from it so far (across a resumed connection). */
  bytesIn(): number;
  /** The frame rate and size the encoder announced, when it did. */
  announced(): { fps: number; width: number; height: number; kbps: number };
  /** Receives the stream as FLV (header, codec headers, the current GOP, then every packet) until undone. */
  subscribe(sink: (flv: Buffer) => void): () => void;
  /** Drops the connection. */
  close(): void;
}

export interface RtmpIngestOptions {
  port: number;
  host: string;
  /** How long a publisher that dropped may come back and continue the same timeline. */
  resumeMs: number;
  onPublish: (publisher: RtmpPublisher) => void;
  log: { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** A subscriber that hands the broadcast's FLV to a function instead of a socket. */
class FlvSink extends BaseSession {
  constructor(sink: (flv: Buffer) => void) {
    super();
    this.protocol = 'flv';
    this.sendBuffer = (buffer: Buffer) => {
      this.outBytes += buffer.length;
      sink(buffer);
    };
  }
}

// The library logs stream paths, which hold the stream key: what it says goes to debug with keys masked.
const masked = (message: string) => message.replace(/\/[^/\s]+\/[^/\s,]+/g, '/<app>/<key>');

/**
 * The RTMP listener: node-media-server's RTMP sessions on a socket server of our own (so a port in use is an
 * error to report, not an exit), each publish handed to `onPublish` to be checked and packaged.
 */
export function createRtmpIngest(options: RtmpIngestOptions) {
  const { log } = options;
  const sessions = new Map<RtmpSession, net.Socket>();
  nmsLogger.level = 'debug';
  nmsLogger.log = (message) => log.debug({ ingest: masked(message) }, 'rtmp');

  /** Hands on a publish the library has taken: the stream's publisher now, not a refused second one. */
  const accepted = (session: RtmpSession) => {
    const { broadcast } = session;
    if (broadcast.publisher !== session) {
      log.warn(
        { address: addressOf(session.ip) },
        'RTMP publish refused: the stream key is already publishing',
      );
      return;
    }
    const refusedPath = session.streamApp !== RTMP_APP;
    if (refusedPath) {
      log.warn({ address: addressOf(session.ip) }, 'RTMP publish refused: not the live application');
      return session.close();
    }
    options.onPublish({
      key: session.streamName,
      source: broadcast,
      address: addressOf(session.ip),
      bytesIn: () => (broadcast.publisher ?? session).inBytes,
      announced: () => {
        const publisher = broadcast.publisher ?? session;
        return {
          fps: Number(publisher.videoFramerate) || 0,
          width: Number(publisher.videoWidth) || 0,
          height: Number(publisher.videoHeight) || 0,
          kbps: (Number(publisher.videoDatarate) || 0) + (Number(publisher.audioDatarate) || 0),
        };
      },
      subscribe(sink) {
        const subscriber = new FlvSink(sink);
        broadcast.postPlay(subscriber);
        return () => broadcast.donePlay(subscriber);
      },
      close: () => session.close(),
    });
  };

  // The library announces postPublish before it decides: a second publisher on a stream key that is publishing is
  // announced, then refused. What it decided is known once its call returns, so the publish is looked at after.
  const onPostPublish = (session: BaseSession) => {
    if (!(session instanceof RtmpSession) || !sessions.has(session)) return;
    session.broadcast.publishGraceMs = options.resumeMs;
    queueMicrotask(() => accepted(session));
  };
  Context.eventEmitter.on('postPublish', onPostPublish);

  const server = net.createServer((socket) => {
    const session = new RtmpSession(socket);
    sessions.set(session, socket);
    socket.once('close', () => sessions.delete(session));
    socket.setNoDelay(true);
    session.run();
  });

  return {
    /** Starts listening; resolves with the port (useful when asked for port 0). */
    listen(): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.off('error', reject);
          resolve((server.address() as net.AddressInfo).port);
        });
      });
    },
    /** Encoders connected to this node now. */
    connections: () => sessions.size,
    async close(): Promise<void> {
      Context.eventEmitter.off('postPublish', onPostPublish);
      for (const socket of sessions.values()) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function addressOf(ip: string): string {
  return ip.replace(/:\d+$/, '');
}

export type RtmpIngest = ReturnType<typeof createRtmpIngest>;
