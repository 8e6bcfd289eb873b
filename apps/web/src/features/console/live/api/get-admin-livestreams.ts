import type { AdminLivestream } from '@crewcast/contracts/realtime';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CHAT_MODERATION_KEY } from './get-moderation-actions';

/** Every livestream with its chat settings: live first, then scheduled, then ended. */
export const adminLivestreamsQueryOptions = () =>
  memberQueryOptions<{ livestreams: AdminLivestream[] }, AdminLivestream[]>(
    [...CHAT_MODERATION_KEY, 'livestreams'],
    '/v1/admin/livestreams',
    { pick: (answer) => answer.livestreams },
  );

export const useAdminLivestreams = () => useQuery(adminLivestreamsQueryOptions());
