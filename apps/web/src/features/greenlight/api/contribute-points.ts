import type { ContributionSchema, Contribution } from '@crewcast/contracts/projects';
import { api, ApiError } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** POST /v5/projects/{projectId}/{amount} with an empty body (SPEC section 7). */
export async function contributePoints(projectId: string, amount: string): Promise<Contribution> {
  return api.content.post<typeof ContributionSchema>(
    `/v5/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(amount)}`,
    { token: await requireToken() },
  );
}

/** SPEC section 5: the first message of the server's Amount error, when the refusal carries one. */
export function amountErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.body?.fields?.Amount?.[0] ?? null;
}
