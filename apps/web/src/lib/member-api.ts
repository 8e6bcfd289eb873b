import type { HostKind } from '@crewcast/contracts/config';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Answer, type BodyRequestOptions, type RequestOptions } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request as the signed-in account, to the member API unless another host is named. */
export async function memberRequest<Shape>(
  method: Method,
  path: string,
  { host = 'user', ...options }: BodyRequestOptions & { host?: HostKind } = {},
): Promise<Answer<Shape>> {
  return api[host][method]<Shape>(path, { ...options, token: await requireToken() });
}

export interface MemberReadOptions<Shape, Data> {
  query?: RequestOptions['query'];
  host?: HostKind;
  /** The part of the answer the screens use, where they do not use all of it. */
  pick?: (answer: Answer<Shape>) => Data;
}

/** The query options of one read as the signed-in account: its cache key and the read. */
export function memberQueryOptions<Shape, Data = Answer<Shape>>(
  queryKey: QueryKey,
  path: string,
  { query, host, pick }: MemberReadOptions<Shape, Data> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<Data> => {
      const answer = await memberRequest<Shape>('get', path, { query, host, signal });
      return pick ? pick(answer) : (answer as Data);
    },
  });
}

/** A change that, once made, has the queries under the given keys read afresh. */
export function useMemberMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  refreshes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * A change whose answer is the new value of the query under `queryKey`, kept as it comes. With a `scope`, changes
 * run one at a time in the order made, so the last one is what is kept.
 */
export function useMemberSave<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  queryKey: QueryKey,
  scope?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    scope: scope === undefined ? undefined : { id: scope },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
