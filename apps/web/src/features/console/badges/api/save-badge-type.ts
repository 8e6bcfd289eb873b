import type {
  AdminBadgeTypeSchema,
  CreateBadgeTypeBody,
  UpdateBadgeTypeBody,
} from '@crewcast/contracts/badges';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { badgeTypesQueryOptions } from './get-badge-types';

export const useCreateBadgeType = () =>
  useConsoleMutation(
    (body: CreateBadgeTypeBody) =>
      consoleRequest<typeof AdminBadgeTypeSchema>('post', '/v1/admin/badges', { body }),
    [badgeTypesQueryOptions().queryKey],
  );

export const useUpdateBadgeType = () =>
  useConsoleMutation(
    ({ type, changes }: { type: string; changes: UpdateBadgeTypeBody }) =>
      consoleRequest<typeof AdminBadgeTypeSchema>('patch', `/v1/admin/badges/${encodeURIComponent(type)}`, {
        body: changes,
      }),
    [badgeTypesQueryOptions().queryKey],
  );
