import { PatreonConnectSchema } from '@crewcast/contracts/patreon';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseExternalUrl } from '@/lib/external-navigation';
import { requireToken } from '@/lib/session';

/** The Patreon page where the member allows the link; Patreon then sends them to /patreon/callback. */
export async function connectPatreon(): Promise<URL> {
  const { url } = await api.user.post('/v1/patreon/connect', PatreonConnectSchema, {
    token: await requireToken(),
  });
  const parsed = parseExternalUrl(url);
  if (!parsed) throw new Error(`The Patreon address is not a web address: ${url}`);
  return parsed;
}

export function useConnectPatreon() {
  return useMutation({ mutationFn: connectPatreon });
}
