import type { Device } from '@crewcast/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';
import { sortDevices } from '../device-rules';

export async function getDevices(signal?: AbortSignal): Promise<Device[]> {
  return api.user.get<Device[]>('/v2/device', { signal, token: await requireToken() });
}

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'devices'],
    queryFn: ({ signal }) => getDevices(signal),
    select: sortDevices,
  });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
