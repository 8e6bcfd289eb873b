import type { ConsoleLivestreamSchema, ConsoleLivestream, LivestreamBody } from '@crewcast/contracts/live';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useMemberMutation } from '@/lib/member-api';
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
  return useMemberMutation(saveLivestream, [CONSOLE_LIVESTREAMS_KEY]);
}
