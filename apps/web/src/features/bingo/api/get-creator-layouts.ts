import type { CreatorLayoutsSchema, CreatorLayouts } from '@crewcast/contracts/bingo';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/bingocreator/layouts: for accounts above Free. */
export const creatorLayoutsQueryOptions = () =>
  memberQueryOptions<typeof CreatorLayoutsSchema, CreatorLayouts['layouts']>(
    [MEMBER_QUERY_KEY, 'bingo', 'creator-layouts'],
    '/v1/bingocreator/layouts',
    { host: 'content', pick: (answer) => answer.layouts },
  );

export const useCreatorLayouts = (enabled: boolean) => useQuery({ ...creatorLayoutsQueryOptions(), enabled });
