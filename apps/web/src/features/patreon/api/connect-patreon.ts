import type { PatreonConnectSchema } from '@crewcast/contracts/patreon';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/shell/toast';
import { parseExternalUrl, visitExternalPage } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { memberRequest } from '@/lib/member-api';
import { usePageRestored } from '@/lib/use-page-restored';
import { patreonErrorSlug } from '../patreon-errors';

/** The Patreon page where the member allows the link; Patreon then sends them to /patreon/callback. */
export async function connectPatreon(): Promise<URL> {
  const { url } = await memberRequest<typeof PatreonConnectSchema>('post', '/v1/patreon/connect');
  const parsed = parseExternalUrl(url);
  if (!parsed) throw new Error(`The Patreon address is not a web address: ${url}`);
  return parsed;
}

/**
 * Starts a link: sends the member to Patreon's page, or says why it could not be opened. `pending` stays on while
 * the browser leaves.
 */
export function useLinkPatreon(): { link: () => Promise<void>; pending: boolean } {
  const t = useTranslation();
  const showToast = useToast();
  const connect = useMutation({ mutationFn: connectPatreon });
  usePageRestored(() => connect.reset());

  async function link() {
    try {
      visitExternalPage(await connect.mutateAsync());
    } catch (error) {
      console.warn('The Patreon link could not be started', error);
      showToast({ tone: 'error', message: t(patreonErrorSlug(error)) });
    }
  }

  return { link, pending: connect.isPending || connect.isSuccess };
}
