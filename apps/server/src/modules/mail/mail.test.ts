import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPost, readMail, registerMember } from '../../test/members';
import { createTestApp, type TestContext } from '../../test/test-app';
import { SEND_MAIL_JOB } from './mail.service';
import { recipientHash } from './mailer';

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' }, { logger });
});
afterAll(() => ctx.close());

/**
 * Mail jobs whose stored data (queue or archive) still holds the text once none of them is left to run. A job's
 * data is emptied just after it completes, so a count above zero is only an answer once 15 s have passed.
 */
async function mailJobsHolding(text: string): Promise<number> {
  const until = Date.now() + 15_000;
  let last: { pending: number; holding: number } | undefined;
  while (Date.now() < until) {
    const { rows } = await ctx.database.db.execute<{ pending: number; holding: number }>(sql`
      select count(*) filter (where state not in ('completed', 'failed'))::int as pending,
             count(*) filter (where data::text like ${`%${text}%`})::int as holding
        from (select state, data from pgboss.job where name = ${SEND_MAIL_JOB}
              union all select state, data from pgboss.archive where name = ${SEND_MAIL_JOB}) jobs`);
    last = rows[0];
    if (last && last.pending === 0 && last.holding === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!last || last.pending > 0) throw new Error('the mail jobs did not finish');
  return last.holding;
}

describe('a sent password reset', () => {
  it('leaves its code only in the mail: not in the job queue, not in the logs, readable by the server alone', async () => {
    const member = await registerMember(ctx.app);
    const sent = await guardedPost(ctx.app, '/v2/account/forgotten-password/send', 'forgotten-password', {
      email: member.email,
    });
    expect(sent.statusCode).toBe(200);
    const mail = await readMail(ctx.config.DATA_DIR, member.email, 'Your password reset code');
    const code = /is (\d{6})\./.exec(mail)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);

    expect(await mailJobsHolding(code)).toBe(0);
    expect(await mailJobsHolding(member.email)).toBe(0);

    const outbox = path.join(ctx.config.DATA_DIR, 'outbox');
    expect((await fs.stat(outbox)).mode & 0o777).toBe(0o700);
    for (const file of await fs.readdir(outbox)) {
      expect((await fs.stat(path.join(outbox, file))).mode & 0o777, file).toBe(0o600);
    }

    const logs = logLines.join('\n');
    expect(logs).not.toContain(member.email);
    expect(logs).not.toContain(code);
    expect(logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ msg: 'mail written to the outbox', recipient: recipientHash(member.email) }),
    );
  });
});
