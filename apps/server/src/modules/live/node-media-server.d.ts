// The parts of node-media-server 4 the RTMP ingest uses; the package ships JavaScript without declarations.

declare module 'node-media-server/src/session/base_session.js' {
  export default class BaseSession {
    id: string;
    ip: string;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    inBytes: number;
    outBytes: number;
    videoFramerate: number;
    videoWidth: number;
    videoHeight: number;
    videoDatarate: number;
    audioDatarate: number;
    sendBuffer: (buffer: Buffer) => void;
    close: () => void;
  }
}

declare module 'node-media-server/src/server/broadcast_server.js' {
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  export default class BroadcastServer {
    streamPath: string;
    publisher: BaseSession | null;
    publishGraceMs: number;
    postPlay(session: BaseSession): string | null;
    donePlay(session: BaseSession): void;
  }
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import BaseSession from 'node-media-server/src/session/base_session.js';
  import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';
  export default class RtmpSession extends BaseSession {
    constructor(socket: Socket);
    broadcast: BroadcastServer;
    run: () => void;
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  const Context: {
    eventEmitter: EventEmitter<Record<'prePublish' | 'postPublish' | 'donePublish', [BaseSession]>>;
    sessions: Map<string, BaseSession>;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log: (message: string, level?: string) => void };
  export default logger;
}
