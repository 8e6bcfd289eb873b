import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One entry of the catalog, read from the content cache (GET /channels/v14/{kind}/{key}) and kept as such. */
export function catalogEntryQueryOptions<Shape>(kind: string, key: string | number) {
  return queryOptions({
    queryKey: ['catalog', kind, key],
    queryFn: ({ signal }) =>
      api.contentCache.get<Shape>(`/channels/v14/${kind}/${encodeURIComponent(key)}`, { signal }),
  });
}
