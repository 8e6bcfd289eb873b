import type { Device } from '@crewcast/contracts/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { devicesQueryOptions } from './get-devices';

export interface DeviceActivation {
  deviceIdentifier: string;
  isActive: boolean;
}

/** Turns a device on or off; refused with DEVICE_LIMIT when activating it would pass the limit. */
export async function updateDevice(activation: DeviceActivation): Promise<Device[]> {
  return api.user.patch<Device[]>('/v2/device', { body: activation, token: await requireToken() });
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSuccess: (devices) => queryClient.setQueryData(devicesQueryOptions().queryKey, devices),
  });
}
