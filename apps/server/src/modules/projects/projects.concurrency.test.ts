import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBattle, givePoints } from '../../test/greenlight';
import { bearer, registerMember, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { runJob, UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { CLOSE_DUE_BATTLES_JOB, PROJECT_MESSAGES } from './projects.service';

/**
 * Many members contributing at once, on the embedded database (or TEST_DATABASE_URL's PostgreSQL): no point is
 * lost, duplicated or overspent, and a contribution racing the battle's end is counted or refused, never half.
 */
let staff: TestMember;
const members: { member: TestMember; granted: number }[] = [];

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' });
beforeAll(async () => {
  staff = await staffMember(ctx, AccountType.Official);
  for (let index = 0; index < 50; index += 1) {
    const member = await registerMember(ctx.app);
    const granted = 5 + (index % 20);
    await givePoints(ctx, member.email, granted);
    members.push({ member, granted });
  }
}, 120_000);

const contribute = (member: TestMember, projectId: string, amount: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v5/projects/${projectId}/${amount}`,
    headers: { ...bearer(member.tokens.token), 'idempotency-key': randomUUID() },
  });

/** Every balance against its ledger and every project total against its contributions. */
async function consistency() {
  const { db } = ctx.database;
  const balances = await db.execute<{ user_id: string; available: number; ledger: number }>(sql`
    select b.user_id, b.gained - b.spent as available,
           coalesce((select sum(delta) from points_ledger l where l.user_id = b.user_id), 0)::int as ledger
      from points_balances b`);
  const projects = await db.execute<{ id: string; points: number; contributed: number }>(sql`
    select p.id, coalesce((select sum(points) from project_totals t where t.project_id = p.id), 0)::int as points,
           coalesce((select sum(amount) from project_contributions c where c.project_id = p.id), 0)::int as contributed
      from projects p`);
  const spentOnProjects = await db.execute<{ ledger: number; contributions: number }>(sql`
    select coalesce((select -sum(delta) from points_ledger where reference like 'contribution:%'), 0)::int as ledger,
           coalesce((select sum(amount) from project_contributions), 0)::int as contributions`);
  return { balances: balances.rows, projects: projects.rows, spent: spentOnProjects.rows[0]! };
}

describe('contributions at once', () => {
  it('50 members sending 1,000 contributions leave every balance and total consistent', async () => {
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 8 });
    const sides = [battle.leftProject.id, battle.rightProject.id];
    const sends = Array.from({ length: 1000 }, (_, index) => {
      const { member } = members[index % members.length]!;
      const amount = 1 + ((index * 7) % 10);
      return { member, amount, projectId: sides[index % 2]! };
    });
    const answers = await Promise.all(
      sends.map((send) => contribute(send.member, send.projectId, send.amount)),
    );

    const accepted = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.Amount.length).toBeGreaterThan(0);
    }
    const allowed = new Set([PROJECT_MESSAGES.aboveMaximum(8)]);
    for (const res of refused) {
      const [message] = res.json().errors.Amount as string[];
      if (!allowed.has(message!)) expect(message).toMatch(/^You have \d+ Producer Points to spend\.$/);
    }

    const state = await consistency();
    for (const balance of state.balances) {
      expect(balance.available).toBeGreaterThanOrEqual(0);
      expect(balance.available).toBe(balance.ledger);
    }
    for (const project of state.projects) expect(project.points).toBe(project.contributed);
    expect(state.spent.ledger).toBe(state.spent.contributions);
    const sentAndAccepted = sends
      .filter((_, index) => answers[index]!.statusCode === 200)
      .reduce((sum, send) => sum + send.amount, 0);
    expect(sentAndAccepted).toBe(state.spent.contributions);
    const granted = members.reduce((sum, entry) => sum + entry.granted, 0);
    expect(state.spent.contributions).toBeLessThanOrEqual(granted);
  }, 120_000);

  it("one member's contributions at once spend exactly what the balance covers", async () => {
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 5 });
    const member = await registerMember(ctx.app);
    const userId = await givePoints(ctx, member.email, 20);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        contribute(member, index % 2 ? battle.leftProject.id : battle.rightProject.id, 5),
      ),
    );

    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted).toHaveLength(4);
    expect(accepted.map((res) => res.json().pointsAvailable as number).sort((a, b) => a - b)).toEqual([
      0, 5, 10, 15,
    ]);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.Amount).toEqual([PROJECT_MESSAGES.notEnough(0)]);
    }
    const { db } = ctx.database;
    const [after] = (
      await db.execute<{ available: number; ledger: number; credited: number }>(sql`
        select (select gained - spent from points_balances where user_id = ${userId}) as available,
               (select sum(delta) from points_ledger where user_id = ${userId})::int as ledger,
               (select sum(points) from project_totals
                 where project_id in (${battle.leftProject.id}, ${battle.rightProject.id}))::int as credited`)
    ).rows;
    expect(after).toEqual({ available: 0, ledger: 0, credited: 20 });
  }, 60_000);

  it('a contribution racing the end is counted or refused, never half-applied', async () => {
    // Enough points that no member runs out before the end, however fast the contributions go: every refusal is
    // the battle's end.
    for (const entry of members) await givePoints(ctx, entry.member.email, 2000);
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 3, endsInMs: 3000 });
    const answers: { status: number; amount: number; message?: string }[] = [];
    // Rounds go on until the end has refused some: a busy machine takes more rounds' time, not fewer rounds.
    const giveUpAt = Date.now() + 60_000;
    let round = 0;
    while (!answers.some((answer) => answer.status !== 200) && Date.now() < giveUpAt) {
      const batch = members.map(({ member }, index) => {
        const amount = 1 + ((index + round) % 3);
        return contribute(member, index % 2 ? battle.leftProject.id : battle.rightProject.id, amount).then(
          (res) =>
            answers.push({
              status: res.statusCode,
              amount,
              message: res.statusCode === 200 ? undefined : res.json().errors.Amount[0],
            }),
        );
      });
      await Promise.all(batch);
      round += 1;
    }
    await runJob(ctx.jobs, CLOSE_DUE_BATTLES_JOB);

    const counted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(counted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(PROJECT_MESSAGES.notActive);
    }
    const { db } = ctx.database;
    const [totals] = (
      await db.execute<{
        contributions: number;
        amount: number;
        points: number;
        late: number;
        closed: boolean;
      }>(sql`
        select (select count(*) from project_contributions where battle_id = ${battle.id})::int as contributions,
               (select coalesce(sum(amount), 0) from project_contributions where battle_id = ${battle.id})::int as amount,
               (select sum(points) from project_totals where project_id in (${battle.leftProject.id}, ${battle.rightProject.id}))::int as points,
               (select count(*) from project_contributions c join battles b on b.id = c.battle_id
                 where b.id = ${battle.id} and c.created_at > b.end_date)::int as late,
               (select closed_at is not null from battles where id = ${battle.id}) as closed`)
    ).rows;
    expect(totals).toEqual({
      contributions: counted.length,
      amount: counted.reduce((sum, answer) => sum + answer.amount, 0),
      points: counted.reduce((sum, answer) => sum + answer.amount, 0),
      late: 0,
      closed: true,
    });
    const state = await consistency();
    for (const balance of state.balances) expect(balance.available).toBe(balance.ledger);
    expect(state.spent.ledger).toBe(state.spent.contributions);
  }, 120_000);
  it('a contribution under way when the battle closes early is in the totals the close recorded', async () => {
    const battle = await createBattle(ctx, staff.tokens.token, { min: 1, max: 5 });
    const member = await registerMember(ctx.app);
    const userId = await givePoints(ctx, member.email, 10);
    const waiting = async (count: number) =>
      Number(
        (await ctx.database.pool.query(`select count(*) from pg_locks where not granted`)).rows[0].count,
      ) >= count;
    // The member's balance is held, so their contribution stops half-way, having read the battle as active.
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from points_balances where user_id = $1 for update', [userId]);
      const contribution = contribute(member, battle.leftProject.id, 4);
      while (!(await waiting(1))) await new Promise((resolve) => setTimeout(resolve, 10));
      let closeAnswered = false;
      const close = ctx.app
        .inject({
          method: 'POST',
          url: `/v1/admin/battles/${battle.id}/close`,
          headers: bearer(staff.tokens.token),
        })
        .finally(() => (closeAnswered = true));
      // The close either waits for the contribution or, were it not to, answers at once.
      while (!closeAnswered && !(await waiting(2))) await new Promise((resolve) => setTimeout(resolve, 10));
      await holder.query('commit');
      const [contributed, closed] = await Promise.all([contribution, close]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(contributed.statusCode, contributed.body).toBe(200);
      const { rows } = await ctx.database.db.execute<{ left: number; right: number }>(sql`
        select (after->>'left')::int as left, (after->>'right')::int as right from audit_log
         where action = 'greenlight.close-early' and target_id = ${battle.id}`);
      expect(rows).toEqual([{ left: 4, right: 0 }]);
    } finally {
      holder.release();
    }
  }, 60_000);
});
