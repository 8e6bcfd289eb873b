import type { PatreonStatus } from '@crewcast/contracts/patreon';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { useLinkPatreon } from '../api/connect-patreon';
import { usePatreonStatus } from '../api/get-patreon-status';
import { useUnlinkPatreon } from '../api/unlink-patreon';
import '../patreon.css';

/** What the linked membership means here, in the words the member reads. */
function standingSlug(status: PatreonStatus): string {
  if (status.active) return 'patreon.status.active';
  switch (status.patronStatus) {
    case 'active_patron':
      return 'patreon.status.otherTier';
    case 'declined_patron':
      return 'patreon.status.declined';
    case 'former_patron':
      return 'patreon.status.former';
    default:
      return 'patreon.status.none';
  }
}

/**
 * The account page's Patreon link (shown while patreon_enabled is on): link an account on Patreon's own page,
 * see whether its pledge counts as a subscription, or unlink it.
 */
export function PatreonLinkSection() {
  const t = useTranslation();
  const status = usePatreonStatus();

  if (status.isPending) {
    return (
      <LoadingRegion className="patreon-link" label={t('patreon.loading')}>
        <Skeleton shape="text" width="80%" />
        <Skeleton height={40} width={160} />
      </LoadingRegion>
    );
  }
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 404) {
      return <p className="patreon-link__text">{t('patreon.error.unavailable')}</p>;
    }
    return <ErrorState title={t('patreon.loadFailed')} onRetry={() => status.refetch()} />;
  }
  return status.data.linked ? <LinkedPatreon status={status.data} /> : <UnlinkedPatreon />;
}

function UnlinkedPatreon() {
  const t = useTranslation();
  const { link, pending } = useLinkPatreon();

  return (
    <div className="patreon-link">
      <p className="patreon-link__text">{t('patreon.notLinked')}</p>
      <div className="patreon-link__actions">
        <Button onClick={link} pending={pending}>
          {t('patreon.link')}
          <ExternalLinkIcon />
        </Button>
      </div>
    </div>
  );
}

function LinkedPatreon({ status }: { status: PatreonStatus }) {
  const { t, locale } = useI18n();
  const showToast = useToast();
  const confirm = useConfirm();
  const unlink = useUnlinkPatreon();
  const checkedAt = status.checkedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.checkedAt),
      )
    : null;

  async function unlinkPatreon() {
    const confirmed = await confirm({
      title: t('patreon.unlink.confirm.title'),
      body: t('patreon.unlink.confirm.body'),
      confirmText: t('patreon.unlink'),
    });
    if (!confirmed) return;
    try {
      await unlink.mutateAsync();
      showToast({ tone: 'success', message: t('patreon.unlinked') });
    } catch (error) {
      console.warn('Patreon could not be unlinked', error);
      showToast({ tone: 'error', message: t('patreon.unlinkFailed') });
    }
  }

  return (
    <div className="patreon-link">
      <InlineAlert tone={status.active ? 'success' : 'info'}>{t(standingSlug(status))}</InlineAlert>
      {checkedAt && <p className="patreon-link__checked">{t('patreon.checkedAt', checkedAt)}</p>}
      <div className="patreon-link__actions">
        <Button variant="secondary" onClick={unlinkPatreon} pending={unlink.isPending}>
          {t('patreon.unlink')}
        </Button>
      </div>
    </div>
  );
}
