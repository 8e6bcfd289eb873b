import type { MessageSchema } from '@crewcast/contracts/account';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { devicesQueryOptions } from './get-devices';

export async function deleteDevice({ deviceIdentifier }: { deviceIdentifier: string }): Promise<void> {
  await memberRequest<typeof MessageSchema>('delete', '/v2/device', { body: { deviceIdentifier } });
}

/** SPEC section 4, "Devices": deleting reloads the list. */
export const useDeleteDevice = () => useMemberMutation(deleteDevice, [devicesQueryOptions().queryKey]);
