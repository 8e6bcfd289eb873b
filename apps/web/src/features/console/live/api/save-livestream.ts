import {
  ConsoleLivestreamSchema,
  type ConsoleLivestream,
  type LivestreamBody,
} from '@crewcast/contracts/live';
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
    ? api.user.put(`/v1/admin/livestreams/${livestreamId}`, ConsoleLivestreamSchema, { body, token })
    : api.user.post('/v1/admin/livestreams', ConsoleLivestreamSchema, { body, token });
}

export function useSaveLivestream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLivestream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_LIVESTREAMS_KEY }),
  });
}
