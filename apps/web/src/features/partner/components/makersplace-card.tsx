import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';

/** A card leading to the network's MakersPlace gallery (makersplace_url), opened in a new tab. */
export function MakersplaceCard({ title, body }: { title: string; body: string }) {
  const t = useTranslation();
  const makersplaceUrl = parseExternalUrl(useRemoteConfig().makersplace_url);
  if (!makersplaceUrl) {
    return <EmptyState title={t('makersplace.unavailable.title')} body={t('makersplace.unavailable.body')} />;
  }
  return (
    <Card className="partner-card">
      <h2 className="partner-card__title">{title}</h2>
      <p className="partner-card__body">{body}</p>
      <a className={buttonClassName()} href={makersplaceUrl.href} target="_blank" rel="noopener noreferrer">
        {t('makersplace.visit')}
        <ExternalLinkIcon />
        <span className="visually-hidden">{t('common.opensInNewTab')}</span>
      </a>
    </Card>
  );
}
