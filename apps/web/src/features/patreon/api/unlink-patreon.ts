import type { PatreonStatusSchema, PatreonStatus } from '@crewcast/contracts/patreon';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { usePatreonChanged } from './use-patreon-changed';

export async function unlinkPatreon(): Promise<PatreonStatus> {
  return api.user.delete<typeof PatreonStatusSchema>('/v1/patreon', { token: await requireToken() });
}

export function useUnlinkPatreon() {
  const patreonChanged = usePatreonChanged();
  return useMutation({ mutationFn: unlinkPatreon, onSuccess: patreonChanged });
}
