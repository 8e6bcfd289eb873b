import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { loginDemoMember, registerMember } from './accounts';

export const MEMBERS = 50;
/**
 * Each member's balance, enough to last the run (so refusals are Amount errors rather than empty balances); amounts
 * above the battle's maximum are sent too, so Amount refusals are measured as well.
 */
export const POINTS_EACH = 10_000;
const MAX_CONTRIBUTION = 10;
const PNG = {
  contentType: 'image/png',
  data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64'),
};

export interface ContributionFigures {
  perSecond: number;
  p99Ms: number;
  accepted: number;
  refused: number;
  /** Answers that were neither a success nor an Amount refusal. */
  unexpectedAnswers: number;
  /** Balances below zero or unlike their recalculated ledger, and project totals unlike what members spent. */
  brokenRules: number;
}

/** Every way a run broke the rules: answers neither a success nor an Amount refusal, and broken balances or totals. */
export const inconsistencies = (figures: ContributionFigures) =>
  figures.unexpectedAnswers + figures.brokenRules;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/**
 * Contributions per second on the embedded database: 50 members with small balances spend on both sides of a
 * battle for `seconds`, then every balance is checked against its ledger (recalculated) and the projects' totals
 * against what the members spent.
 */
export async function measureContributions(baseUrl: string, seconds: number): Promise<ContributionFigures> {
  const staff = (await loginDemoMember(baseUrl, { email: 'staff@crewcast.test', password: 'crewcast-demo' }))
    .token!;
  const members: { token: string; userId: string }[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const token = await registerMember(
      baseUrl,
      `bench-${Date.now()}-${index}@crewcast.test`,
      `bench_${index}`,
    );
    const info = await json<{ userid: string }>(
      await fetch(`${baseUrl}/v1/userinfo/query?select=userid`, { headers: bearer(token) }),
      'user info',
    );
    await json(
      await fetch(`${baseUrl}/v1/admin/members/${info.userid}/points`, {
        method: 'POST',
        headers: bearer(staff),
        body: JSON.stringify({ amount: POINTS_EACH, reason: 'contribution benchmark' }),
      }),
      'points adjustment',
    );
    members.push({ token, userId: info.userid });
  }
  const battle = await json<{ leftProject: { id: string }; rightProject: { id: string } }>(
    await fetch(`${baseUrl}/v1/admin/battles`, {
      method: 'POST',
      headers: bearer(staff),
      body: JSON.stringify({
        leftProject: { title: 'Bench left', video: { kind: 'none' }, packshot: PNG, packshotVertical: PNG },
        rightProject: {
          title: 'Bench right',
          video: { kind: 'none' },
          packshot: PNG,
          packshotVertical: PNG,
        },
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
        minContribution: 1,
        maxContribution: MAX_CONTRIBUTION,
      }),
    }),
    'battle',
  );
  const sides = [battle.leftProject.id, battle.rightProject.id];

  let sent = 0;
  let unexpected = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: MEMBERS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          const member = members[sent % MEMBERS]!;
          const amount = 1 + (sent % (MAX_CONTRIBUTION + 2));
          return {
            ...request,
            path: `/v5/projects/${sides[sent % 2]}/${amount}`,
            // Each contribution is a new one: a key of its own, as the web app sends.
            headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
          };
        },
        onResponse: (status, body) => {
          if (status === 200) return;
          if (
            status !== 400 ||
            !(JSON.parse(body) as { errors?: { Amount?: string[] } }).errors?.Amount?.length
          )
            unexpected += 1;
        },
      },
    ],
  });

  // Requests still in flight when the run stops are finished by the server all the same: let them land first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let spent = 0;
  let broken = 0;
  for (const member of members) {
    const points = await json<{ pointsAvailable: number; pointsSpent: number }>(
      await fetch(`${baseUrl}/v1/points/`, { headers: bearer(member.token) }),
      'points',
    );
    const recalculated = await json<{ pointsAvailable: number }>(
      await fetch(`${baseUrl}/v1/points/recalculate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
      }),
      'recalculation',
    );
    if (points.pointsAvailable < 0 || recalculated.pointsAvailable !== points.pointsAvailable) broken += 1;
    spent += points.pointsSpent;
  }
  let totals = 0;
  for (const projectId of sides)
    totals += (await json<{ points: number }>(await fetch(`${baseUrl}/v3/projects/${projectId}`), 'project'))
      .points;
  if (totals !== spent) broken += 1;

  return {
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    refused: result.non2xx,
    unexpectedAnswers: unexpected,
    brokenRules: broken,
  };
}
