import type { PatreonCallbackBody } from '@crewcast/contracts/patreon';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CheckIcon } from '@/components/ui/icons';
import { PageBusyState } from '@/components/ui/page-busy-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompletePatreonLink } from './api/complete-patreon-link';
import { usePatreonChanged } from './api/use-patreon-changed';
import { patreonErrorSlug } from './patreon-errors';

/**
 * Where Patreon sends the member back after they allowed (or refused) the link: completes it with the code and
 * state of the address, then says how it went and leads back to the account page.
 */
export function PatreonCallbackPage() {
  const t = useTranslation();
  useDocumentTitle(t('patreon.callback.title'));
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';

  let failure: string | null = null;
  // Patreon reports a refusal on its page as ?error=access_denied.
  if (params.get('error')) failure = t('patreon.error.denied');
  else if (!code || !state) failure = t('patreon.error.expired');

  return (
    <div className="container">
      {failure ? <LinkFailed message={failure} /> : <LinkCompletion code={code} state={state} />}
    </div>
  );
}

function LinkCompletion(body: PatreonCallbackBody) {
  const t = useTranslation();
  const completion = useCompletePatreonLink(body);
  const patreonChanged = usePatreonChanged();
  const linked = completion.data;

  const failure = completion.error;

  useEffect(() => {
    if (linked) void patreonChanged(linked);
  }, [linked, patreonChanged]);

  useEffect(() => {
    if (failure) console.warn('The Patreon link could not be completed', failure);
  }, [failure]);

  if (completion.isPending) return <PageBusyState label={t('patreon.callback.linking')} />;
  if (completion.isError) return <LinkFailed message={t(patreonErrorSlug(completion.error))} />;
  return (
    <EmptyState
      titleAs="h1"
      icon={<CheckIcon />}
      title={t('patreon.callback.done.title')}
      body={t(completion.data.active ? 'patreon.callback.done.active' : 'patreon.callback.done.inactive')}
      action={<BackToAccount primary />}
    />
  );
}

function LinkFailed({ message }: { message: string }) {
  const t = useTranslation();
  return (
    <ErrorState
      titleAs="h1"
      title={t('patreon.callback.failed.title')}
      body={message}
      action={<BackToAccount />}
    />
  );
}

function BackToAccount({ primary = false }: { primary?: boolean }) {
  const t = useTranslation();
  return (
    <Link className={buttonClassName(primary ? 'primary' : 'secondary')} to={paths.account()}>
      {t('patreon.callback.toAccount')}
    </Link>
  );
}
