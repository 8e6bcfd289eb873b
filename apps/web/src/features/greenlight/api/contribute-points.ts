import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import type { ContributionSchema, Contribution } from '@crewcast/contracts/projects';
import { api, ApiError } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/**
 * POST /v5/projects/{projectId}/{amount} with an empty body (SPEC section 7), and an Idempotency-Key so a retried
 * contribution spends once.
 */
export async function contributePoints(
  projectId: string,
  amount: string,
  idempotencyKey: string,
): Promise<Contribution> {
  return api.content.post<typeof ContributionSchema>(
    `/v5/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(amount)}`,
    { token: await requireToken(), headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}

/** SPEC section 5: the first message of the server's Amount error, when the refusal carries one. */
export function amountErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.body?.fields?.Amount?.[0] ?? null;
}
