import type { AdminLivestreamSchema, AdminLivestream, ChatSettings } from '@crewcast/contracts/realtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { adminLivestreamsQueryOptions } from './get-admin-livestreams';

/** Sets a livestream's slow mode and word filter. */
export async function updateChatSettings(
  livestreamId: string,
  settings: ChatSettings,
): Promise<AdminLivestream> {
  return memberRequest<typeof AdminLivestreamSchema>('put', `/v1/admin/livestreams/${livestreamId}/chat`, {
    body: settings,
  });
}

export function useUpdateChatSettings(livestreamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) => updateChatSettings(livestreamId, settings),
    onSuccess: (updated) =>
      queryClient.setQueryData(adminLivestreamsQueryOptions().queryKey, (current) =>
        current?.map((stream) => (stream.livestreamId === updated.livestreamId ? updated : stream)),
      ),
  });
}
