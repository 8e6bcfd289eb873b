import type { BadgeHolderSchema, BadgeHolder, GrantBadgeBody } from '@crewcast/contracts/badges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { badgeTypesQueryOptions } from './get-badge-types';

/** Grants the badge to a member named by email address or member id. */
export async function grantBadge({ type, ...body }: GrantBadgeBody & { type: string }): Promise<BadgeHolder> {
  return api.user.post<typeof BadgeHolderSchema>(`/v1/admin/badges/${encodeURIComponent(type)}/holders`, {
    body,
    token: await requireToken(),
  });
}

export function useGrantBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantBadge,
    // The holders lists and counts both live under the badge types' key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeTypesQueryOptions().queryKey }),
  });
}
