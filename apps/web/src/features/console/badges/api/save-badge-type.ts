import type {
  AdminBadgeTypeSchema,
  AdminBadgeType,
  CreateBadgeTypeBody,
  UpdateBadgeTypeBody,
} from '@crewcast/contracts/badges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { badgeTypesQueryOptions } from './get-badge-types';

export async function createBadgeType(body: CreateBadgeTypeBody): Promise<AdminBadgeType> {
  return api.user.post<typeof AdminBadgeTypeSchema>('/v1/admin/badges', {
    body,
    token: await requireToken(),
  });
}

export async function updateBadgeType({
  type,
  changes,
}: {
  type: string;
  changes: UpdateBadgeTypeBody;
}): Promise<AdminBadgeType> {
  return api.user.patch<typeof AdminBadgeTypeSchema>(`/v1/admin/badges/${encodeURIComponent(type)}`, {
    body: changes,
    token: await requireToken(),
  });
}

export function useCreateBadgeType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBadgeType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeTypesQueryOptions().queryKey }),
  });
}

export function useUpdateBadgeType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBadgeType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeTypesQueryOptions().queryKey }),
  });
}
