import type { Device } from '@crewcast/contracts/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { sortDevices } from '../device-rules';

export const devicesQueryOptions = () =>
  queryOptions({
    ...memberQueryOptions<Device[]>([MEMBER_QUERY_KEY, 'devices'], '/v2/device'),
    select: sortDevices,
  });

export const useDevices = () => useQuery(devicesQueryOptions());
