import type { Device } from '@crewcast/contracts/devices';
import { memberRequest, useMemberSave } from '@/lib/member-api';
import { devicesQueryOptions } from './get-devices';

export interface DeviceActivation {
  deviceIdentifier: string;
  isActive: boolean;
}

/** Turns a device on or off; refused with DEVICE_LIMIT when activating it would pass the limit. */
export const updateDevice = (activation: DeviceActivation) =>
  memberRequest<Device[]>('patch', '/v2/device', { body: activation });

export const useUpdateDevice = () => useMemberSave(updateDevice, devicesQueryOptions().queryKey);
