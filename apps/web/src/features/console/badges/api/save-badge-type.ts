import type {
  AdminBadgeTypeSchema,
  CreateBadgeTypeBody,
  UpdateBadgeTypeBody,
} from '@crewcast/contracts/badges';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { badgeTypesQueryOptions } from './get-badge-types';

export const useCreateBadgeType = () =>
  useMemberMutation(
    (body: CreateBadgeTypeBody) =>
      memberRequest<typeof AdminBadgeTypeSchema>('post', '/v1/admin/badges', { body }),
    [badgeTypesQueryOptions().queryKey],
  );

export const useUpdateBadgeType = () =>
  useMemberMutation(
    ({ type, changes }: { type: string; changes: UpdateBadgeTypeBody }) =>
      memberRequest<typeof AdminBadgeTypeSchema>('patch', `/v1/admin/badges/${encodeURIComponent(type)}`, {
        body: changes,
      }),
    [badgeTypesQueryOptions().queryKey],
  );
