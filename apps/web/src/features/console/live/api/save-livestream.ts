import type { ConsoleLivestreamSchema, ConsoleLivestream, LivestreamBody } from '@crewcast/contracts/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_LIVESTREAMS_KEY } from './get-console-livestreams';

export async function saveLivestream({
  livestreamId,
  body,
}: {
  livestreamId?: string;
  body: LivestreamBody;
}): Promise<ConsoleLivestream> {
  const token = await requireToken();
  return livestreamId
    ? api.user.put<typeof ConsoleLivestreamSchema>(`/v1/admin/livestreams/${livestreamId}`, { body, token })
    : api.user.post<typeof ConsoleLivestreamSchema>('/v1/admin/livestreams', { body, token });
}

export function useSaveLivestream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLivestream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_LIVESTREAMS_KEY }),
  });
}
