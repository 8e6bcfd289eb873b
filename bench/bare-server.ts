// The baseline: a bare Fastify route answering a small JSON body, nothing else registered.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { ok: true, padding: 'x'.repeat(700) };
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
