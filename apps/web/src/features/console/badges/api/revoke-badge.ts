import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { badgeTypesQueryOptions } from './get-badge-types';

export async function revokeBadge({ type, userId }: { type: string; userId: string }): Promise<void> {
  await api.user.delete<typeof MessageSchema>(
    `/v1/admin/badges/${encodeURIComponent(type)}/holders/${encodeURIComponent(userId)}`,
    { token: await requireToken() },
  );
}

export function useRevokeBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeTypesQueryOptions().queryKey }),
  });
}
