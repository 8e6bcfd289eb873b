import type { Device } from '@crewcast/contracts/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { devicesQueryOptions } from './get-devices';

export interface DeviceActivation {
  deviceIdentifier: string;
  isActive: boolean;
}

/** Turns a device on or off; refused with DEVICE_LIMIT when activating it would pass the limit. */
export const updateDevice = (activation: DeviceActivation) =>
  memberRequest<Device[]>('patch', '/v2/device', { body: activation });

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSuccess: (devices) => queryClient.setQueryData(devicesQueryOptions().queryKey, devices),
  });
}
