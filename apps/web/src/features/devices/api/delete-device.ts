import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { devicesQueryOptions } from './get-devices';

export async function deleteDevice({ deviceIdentifier }: { deviceIdentifier: string }): Promise<void> {
  await api.user.delete<typeof MessageSchema>('/v2/device', {
    body: { deviceIdentifier },
    token: await requireToken(),
  });
}

/** SPEC section 4, "Devices": deleting reloads the list. */
export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey }),
  });
}
