import { eq } from 'drizzle-orm';
import { seasons, shows } from '../modules/content/content.schema';
import { battles } from '../modules/projects/projects.schema';
import type { MatrixEntry } from './catalog-matrix';
import { createBattle, projectInput } from './greenlight';
import type { TestContext } from './test-app';

/**
 * Greenlight's console operations for the role matrix: each call makes the battle it acts on, so every allowed
 * caller succeeds on its own. `staffToken` is an Official account's, for the set-up it needs.
 */
export function greenlightMatrix(
  context: () => TestContext,
  staffToken: () => string,
): Record<string, MatrixEntry> {
  const battle = (options?: Parameters<typeof createBattle>[2]) =>
    createBattle(context(), staffToken(), options);
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  return {
    'GET /v1/admin/battles': { role: 'staff' },
    'POST /v1/admin/battles': {
      role: 'staff',
      call: async () => ({
        url: '/v1/admin/battles',
        payload: {
          leftProject: projectInput('Matrix left'),
          rightProject: projectInput('Matrix right'),
          startDate: new Date().toISOString(),
          endDate: inAnHour(),
          minContribution: 1,
          maxContribution: 10,
        },
      }),
    },
    'GET /v1/admin/battles/{battleId}': {
      role: 'staff',
      call: async () => ({ url: `/v1/admin/battles/${(await battle()).id}` }),
    },
    'PUT /v1/admin/battles/{battleId}/schedule': {
      role: 'staff',
      call: async () => ({
        url: `/v1/admin/battles/${(await battle()).id}/schedule`,
        payload: {
          startDate: new Date().toISOString(),
          endDate: inAnHour(),
          minContribution: 2,
          maxContribution: 9,
        },
      }),
    },
    'POST /v1/admin/battles/{battleId}/close': {
      role: 'staff',
      call: async () => ({ url: `/v1/admin/battles/${(await battle()).id}/close` }),
    },
    'PUT /v1/admin/battles/{battleId}/winner': {
      role: 'staff',
      call: async () => {
        const { id, leftProject } = await battle();
        const { db } = context().database;
        // A closed battle with a winner, and the season it became.
        await db
          .update(battles)
          .set({ closedAt: new Date(), endDate: new Date(), winnerProjectId: leftProject.id })
          .where(eq(battles.id, id));
        const [show] = await db
          .insert(shows)
          .values({ slug: `matrix-winner-${id}`, title: 'Matrix winner' })
          .returning();
        const [season] = await db
          .insert(seasons)
          .values({ showId: show!.id, number: 1, title: 'Season 1' })
          .returning();
        return { url: `/v1/admin/battles/${id}/winner`, payload: { seasonId: season!.id } };
      },
    },
  };
}
