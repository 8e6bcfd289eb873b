import { AccountType } from '@crewcast/contracts/constants/account';
import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../../test/catalog';
import { bearer, registerMember, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { createFakeClock, UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { comments } from '../comments/comments.schema';
import { pointsLedger } from '../points/points.schema';
import { battles, projectContributions, projects } from '../projects/projects.schema';

const clock = createFakeClock(new Date('2026-03-10T12:00:00Z'));
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;
let official: TestMember;
let creator: TestMember;
let member: TestMember;
let otherMember: TestMember;

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' }, { clock });
beforeAll(async () => {
  catalog = await seedTestCatalog(ctx.database.db);
  official = await staffMember(ctx, AccountType.Official);
  creator = await staffMember(ctx, AccountType.Creator);
  member = await registerMember(ctx.app);
  otherMember = await registerMember(ctx.app);
});

const get = (caller: TestMember | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: caller ? bearer(caller.tokens.token) : {} });

const at = (iso: string) => new Date(iso);

/** Two projects in a battle between two UTC midnights, taking 1 to `maxContribution` points at a time. */
async function battleOf(titles: [string, string], start: string, end: string, maxContribution: number) {
  const db = ctx.database.db;
  const [left, right] = await db
    .insert(projects)
    .values(titles.map((title) => ({ title })))
    .returning();
  const [battle] = await db
    .insert(battles)
    .values({
      leftProjectId: left!.id,
      rightProjectId: right!.id,
      startDate: at(`${start}T00:00:00Z`),
      endDate: at(`${end}T00:00:00Z`),
      minContribution: 1,
      maxContribution,
    })
    .returning();
  return { left: left!, right: right!, battle: battle! };
}

describe('community analytics', () => {
  it('counts Greenlight contributions by day and project, points earned and spent, and comments per episode', async () => {
    const db = ctx.database.db;
    const { left, right, battle } = await battleOf(
      ['Left pitch', 'Right pitch'],
      '2026-02-20',
      '2026-03-20',
      100,
    );
    const contribution = (projectId: string, userId: string, amount: number, createdAt: string) => ({
      battleId: battle!.id,
      projectId,
      userId,
      amount,
      reference: `contribution:${projectId}:${createdAt}:${userId}`,
      createdAt: at(createdAt),
    });
    await db.insert(projectContributions).values([
      contribution(left!.id, member.tokens.userId, 10, '2026-03-09T23:59:59Z'),
      contribution(left!.id, otherMember.tokens.userId, 5, '2026-03-10T00:00:00Z'),
      contribution(right!.id, member.tokens.userId, 7, '2026-03-10T08:00:00Z'),
      // Before the 7 days: only in the longer periods.
      contribution(right!.id, otherMember.tokens.userId, 50, '2026-03-01T12:00:00Z'),
    ]);
    await db.insert(pointsLedger).values([
      {
        userId: member.tokens.userId,
        delta: 100,
        reason: 'Subscription',
        reference: 'a',
        createdAt: at('2026-03-08T10:00:00Z'),
      },
      {
        userId: member.tokens.userId,
        delta: -17,
        reason: 'Greenlight',
        reference: 'b',
        createdAt: at('2026-03-10T08:00:00Z'),
      },
      {
        userId: otherMember.tokens.userId,
        delta: 40,
        reason: 'Subscription',
        reference: 'c',
        createdAt: at('2026-03-10T09:00:00Z'),
      },
      {
        userId: otherMember.tokens.userId,
        delta: -5,
        reason: 'Greenlight',
        reference: 'd',
        createdAt: at('2026-03-10T00:00:00Z'),
      },
      {
        userId: otherMember.tokens.userId,
        delta: 500,
        reason: 'Subscription',
        reference: 'e',
        createdAt: at('2026-02-01T00:00:00Z'),
      },
    ]);
    const [top] = await db
      .insert(comments)
      .values({
        mediaId: catalog.ep1,
        userId: member.tokens.userId,
        message: 'Great',
        createdAt: at('2026-03-09T10:00:00Z'),
      })
      .returning();
    await db.insert(comments).values([
      {
        mediaId: catalog.ep1,
        userId: otherMember.tokens.userId,
        parentId: top!.id,
        message: 'Agreed',
        createdAt: at('2026-03-09T11:00:00Z'),
      },
      {
        mediaId: catalog.ep1,
        userId: member.tokens.userId,
        message: 'Again',
        deletedAt: at('2026-03-10T00:00:00Z'),
        createdAt: at('2026-03-10T10:00:00Z'),
      },
      {
        mediaId: catalog.ep2,
        userId: otherMember.tokens.userId,
        message: 'Nice',
        createdAt: at('2026-03-10T10:00:00Z'),
      },
      {
        mediaId: catalog.ep3,
        userId: otherMember.tokens.userId,
        message: 'Old',
        createdAt: at('2026-02-01T10:00:00Z'),
      },
    ]);

    const res = await get(official, '/v1/admin/analytics/community?period=7d');
    expect(res.statusCode, res.body).toBe(200);
    const report: CommunityReport = res.json();
    expect(report).toMatchObject({ period: '7d', from: '2026-03-04', to: '2026-03-10' });
    expect(report.totals).toEqual({
      contributedPoints: 22,
      contributions: 3,
      contributors: 2,
      pointsEarned: 140,
      pointsSpent: 22,
      comments: 4,
    });
    expect(report.days).toHaveLength(7);
    // A UTC day runs to 23:59:59.
    expect(report.days.slice(-3)).toEqual([
      { day: '2026-03-08', contributedPoints: 0, pointsEarned: 100, pointsSpent: 0, comments: 0 },
      { day: '2026-03-09', contributedPoints: 10, pointsEarned: 0, pointsSpent: 0, comments: 2 },
      { day: '2026-03-10', contributedPoints: 12, pointsEarned: 40, pointsSpent: 22, comments: 2 },
    ]);
    expect(report.projects).toEqual([
      {
        battleId: battle!.id,
        leftTitle: 'Left pitch',
        rightTitle: 'Right pitch',
        projectId: left!.id,
        title: 'Left pitch',
        points: 15,
        contributions: 2,
        contributors: 2,
      },
      {
        battleId: battle!.id,
        leftTitle: 'Left pitch',
        rightTitle: 'Right pitch',
        projectId: right!.id,
        title: 'Right pitch',
        points: 7,
        contributions: 1,
        contributors: 1,
      },
    ]);
    expect(report.projectDays.map((row) => [row.day, row.title, row.points])).toEqual([
      ['2026-03-09', 'Left pitch', 10],
      ['2026-03-10', 'Left pitch', 5],
      ['2026-03-10', 'Right pitch', 7],
    ]);
    expect(report.episodes.map((row) => [row.mediaId, row.comments, row.commenters])).toEqual([
      [catalog.ep1, 3, 2],
      [catalog.ep2, 1, 1],
    ]);
    // Aggregates only: no member is named.
    expect(res.body).not.toContain(member.tokens.userId);

    const month: CommunityReport = (await get(official, '/v1/admin/analytics/community?period=90d')).json();
    expect(month.totals).toMatchObject({ contributedPoints: 72, pointsEarned: 640, comments: 5 });
  });

  it('counts from the first UTC midnight of the period, not the instant before it', async () => {
    const db = ctx.database.db;
    const url = '/v1/admin/analytics/community?period=7d';
    const before: CommunityReport = (await get(official, url)).json();
    expect(before.from).toBe('2026-03-04');
    const { left, battle } = await battleOf(['Edge left', 'Edge right'], '2026-03-01', '2026-03-30', 1000);
    const contribution = (amount: number, createdAt: string) => ({
      battleId: battle!.id,
      projectId: left!.id,
      userId: member.tokens.userId,
      amount,
      reference: `edge:${createdAt}`,
      createdAt: at(createdAt),
    });
    await db
      .insert(projectContributions)
      .values([contribution(3, '2026-03-04T00:00:00Z'), contribution(1000, '2026-03-03T23:59:59.999Z')]);
    await db.insert(comments).values([
      {
        mediaId: catalog.ep3,
        userId: member.tokens.userId,
        message: 'First',
        createdAt: at('2026-03-04T00:00:00Z'),
      },
      {
        mediaId: catalog.ep3,
        userId: otherMember.tokens.userId,
        message: 'Earlier',
        createdAt: at('2026-03-03T23:59:59.999Z'),
      },
    ]);

    const after: CommunityReport = (await get(official, url)).json();
    expect(after.totals.contributedPoints - before.totals.contributedPoints).toBe(3);
    expect(after.totals.contributions - before.totals.contributions).toBe(1);
    expect(after.projects.find((row) => row.projectId === left!.id)).toMatchObject({
      points: 3,
      contributions: 1,
    });
    expect(
      after.projectDays.filter((row) => row.projectId === left!.id).map((row) => [row.day, row.points]),
    ).toEqual([['2026-03-04', 3]]);
    expect(after.episodes.find((row) => row.mediaId === catalog.ep3)).toMatchObject({
      comments: 1,
      commenters: 1,
    });
    expect(after.days[0]).toMatchObject({
      day: '2026-03-04',
      contributedPoints: before.days[0]!.contributedPoints + 3,
      comments: before.days[0]!.comments + 1,
    });
  });

  it('answers Officials and Creators, refuses other members, and checks its input', async () => {
    const url = '/v1/admin/analytics/community?period=28d';
    expect((await get(creator, url)).statusCode).toBe(200);
    expect((await get(member, url)).statusCode).toBe(403);
    expect((await get(undefined, url)).statusCode).toBe(401);
    const bad = await get(official, '/v1/admin/analytics/community?period=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', fields: { period: [expect.any(String)] } });
  });
});
