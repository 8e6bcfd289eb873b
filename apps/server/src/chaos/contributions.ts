import { randomUUID } from 'node:crypto';
import { sleep, type ChaosHttp, type Member } from './http';

export interface ContributionRecord {
  /** Contributions the server answered 200, by member id. */
  accepted: Map<string, number>;
  /** Contributions whose answer was lost (a kill): each may or may not have been counted. */
  unanswered: Map<string, number>;
  /** Refusals that were not a 400 with errors for Amount. */
  badRefusals: string[];
}

const add = (counts: Map<string, number>, userId: string) =>
  counts.set(userId, (counts.get(userId) ?? 0) + 1);

/** Staff give the member points: once, however often the answer is lost (the balance says whether it landed). */
async function grantPoints(http: ChaosHttp, staff: Member, member: Member, amount: number): Promise<void> {
  for (;;) {
    const granted = await http.request('POST', `/v1/admin/members/${member.userId}/points`, {
      token: staff.token,
      body: { amount, reason: 'Points to spend under fire' },
    });
    if (granted?.status === 200) return;
    if (granted && granted.status < 500) throw new Error(`points refused: ${JSON.stringify(granted.body)}`);
    const points = await http.untilAnswered(() =>
      http.request('GET', '/v1/points/', { token: member.token }),
    );
    if ((points.body.pointsAvailable as number) >= amount) return;
  }
}

/**
 * A member given a few points spends them a point at a time on both sides of the battle, and then once more
 * than they have: every answer is a 200, or a 400 for Amount, or lost with the server.
 */
export async function contribute(
  http: ChaosHttp,
  staff: Member,
  member: Member,
  projectIds: string[],
  record: ContributionRecord,
): Promise<void> {
  const points = 4;
  await grantPoints(http, staff, member, points);
  for (let n = 0; n <= points; n += 1) {
    const projectId = projectIds[n % projectIds.length]!;
    const answer = await http.request('POST', `/v5/projects/${projectId}/1`, {
      token: member.token,
      headers: { 'idempotency-key': randomUUID() },
    });
    if (answer?.status === 200) add(record.accepted, member.userId);
    else if (!answer || answer.status >= 500) add(record.unanswered, member.userId);
    else if (
      answer.status !== 400 ||
      !(answer.body.errors as { Amount?: string[] } | undefined)?.Amount?.length
    )
      record.badRefusals.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    await sleep(100);
  }
}
