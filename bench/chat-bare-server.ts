// The chat benchmark's baseline: a bare socket.io server with one room. A 'ping' joins the room; a 'message' is
// acknowledged and broadcast to the room at once, one packet per message: no batching, no database, no auth.
// It answers the same event shapes as the realtime gateway so the same load generator drives both.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

export const BARE_LIVESTREAM_ID = '00000000-0000-4000-8000-000000000001';
const ROOM = `livestream:${BARE_LIVESTREAM_ID}`;
const author = {
  userId: '00000000-0000-4000-8000-000000000002',
  displayName: 'Bench',
  accountType: 0,
  badges: [],
};

const http = createServer((req, res) => {
  res.writeHead(req.url === '/ready' ? 200 : 404, { 'content-type': 'text/plain' }).end('ok');
});
const io = new Server(http, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
let nextId = 1;

io.on('connection', (socket) => {
  socket.on('livestream', (request: { type?: string; message?: string }, ack?: (answer: object) => void) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    switch (request?.type) {
      case 'status':
        return reply({
          ok: true,
          status: { isLive: false, streams: [], nextStream: { livestreamId: BARE_LIVESTREAM_ID } },
        });
      case 'ping':
        void socket.join(ROOM);
        return reply({ ok: true, viewers: io.of('/').adapter.rooms.get(ROOM)?.size ?? 0 });
      case 'message': {
        const message = {
          id: nextId++,
          livestreamId: BARE_LIVESTREAM_ID,
          message: String(request.message ?? ''),
          author,
          created: new Date().toISOString(),
        };
        io.to(ROOM).emit('livestream', {
          type: 'messages',
          livestreamId: BARE_LIVESTREAM_ID,
          messages: [message],
        });
        return reply({ ok: true, message });
      }
      default:
        return reply({ ok: false, error: 'BAD_MESSAGE', message: 'unknown type' });
    }
  });
});

http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
