// The baseline: a bare Fastify route answering a small JSON body, nothing else registered; when
// BARE_BODIES_DIR names a folder of recorded answers, a bare route sending each one's exact bytes and headers; and
// when BARE_DATABASE_URL names a PostgreSQL, a route doing one indexed primary-key SELECT of member BARE_USER_ID.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { RecordedAnswer } from './content-cache';

const app = Fastify({ logger: false });
const body = { ok: true, padding: 'x'.repeat(700) };
app.get('/bare', async () => body);

const recorded = process.env.BARE_BODIES_DIR;
for (const file of recorded ? fs.readdirSync(recorded).filter((name) => name.endsWith('.json')) : []) {
  const answer = JSON.parse(fs.readFileSync(path.join(recorded as string, file), 'utf8')) as RecordedAnswer;
  const bytes = fs.readFileSync(path.join(recorded as string, answer.bodyFile));
  app.get(`/same/${answer.name}`, (_request, reply) => reply.headers(answer.headers).send(bytes));
}

const databaseUrl = process.env.BARE_DATABASE_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
if (pool) {
  const userId = process.env.BARE_USER_ID;
  app.get('/pk', async () => {
    const { rows } = await pool.query('select id, email, display_name from users where id = $1', [userId]);
    return rows[0];
  });
  app.addHook('onClose', () => pool.end());
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
