import type { ConsoleLivestreamSchema, ConsoleLivestream } from '@crewcast/contracts/live';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { CONSOLE_LIVESTREAMS_KEY } from './get-console-livestreams';

/** A new stream key, an external stream put live, or a live stream ended. */
export type LivestreamAction = 'key' | 'start' | 'end';

export async function runLivestreamAction({
  livestreamId,
  action,
}: {
  livestreamId: string;
  action: LivestreamAction;
}): Promise<ConsoleLivestream> {
  return memberRequest<typeof ConsoleLivestreamSchema>(
    'post',
    `/v1/admin/livestreams/${livestreamId}/${action}`,
  );
}

export function useLivestreamAction() {
  return useMemberMutation(runLivestreamAction, [CONSOLE_LIVESTREAMS_KEY]);
}
