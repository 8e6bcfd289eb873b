import type { AdminBattle } from '@crewcast/contracts/projects';
import { eq } from 'drizzle-orm';
import { createPointsService } from '../modules/points/points.service';
import { users } from '../modules/users/users.schema';
import { bearer } from './members';
import type { TestContext } from './test-app';

/** The eight-byte PNG signature: enough for the server's check of a packshot's type. */
export const PNG_PACKSHOT = {
  contentType: 'image/png' as const,
  data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64'),
};

export const projectInput = (title: string) => ({
  title,
  description: `${title}, pitched to the crew.`,
  video: { kind: 'none' as const },
  packshot: PNG_PACKSHOT,
  packshotVertical: PNG_PACKSHOT,
});

/** A battle made through the console, starting and ending at the given distances from now. */
export async function createBattle(
  ctx: TestContext,
  staffToken: string,
  options: { startsInMs?: number; endsInMs?: number; min?: number; max?: number } = {},
): Promise<AdminBattle> {
  const now = Date.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/battles',
    headers: bearer(staffToken),
    payload: {
      leftProject: projectInput('Left Pitch'),
      rightProject: projectInput('Right Pitch'),
      startDate: new Date(now + (options.startsInMs ?? -60_000)).toISOString(),
      endDate: new Date(now + (options.endsInMs ?? 3_600_000)).toISOString(),
      minContribution: options.min ?? 1,
      maxContribution: options.max ?? 100,
    },
  });
  if (res.statusCode !== 200) throw new Error(`battle not created: ${res.body}`);
  return res.json();
}

/** Gives a member Producer Points as a paid invoice would (a ledger entry with its own reference). */
export async function givePoints(ctx: TestContext, email: string, amount: number): Promise<string> {
  const { db } = ctx.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no member ${email}`);
  await createPointsService(db).award(db, {
    userId: user.id,
    amount,
    reason: 'test grant',
    reference: `test:${user.id}:${Math.random()}`,
  });
  return user.id;
}
