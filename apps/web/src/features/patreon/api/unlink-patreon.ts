import type { PatreonStatusSchema } from '@crewcast/contracts/patreon';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { usePatreonChanged } from './use-patreon-changed';

export const unlinkPatreon = () => memberRequest<typeof PatreonStatusSchema>('delete', '/v1/patreon');

export function useUnlinkPatreon() {
  const patreonChanged = usePatreonChanged();
  return useMutation({ mutationFn: unlinkPatreon, onSuccess: patreonChanged });
}
