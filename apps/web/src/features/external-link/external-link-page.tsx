import { useSearchParams } from 'react-router';
import { ExternalRedirect } from '@/components/external-redirect';
import { HomeLink } from '@/components/home-link';
import { ErrorPage } from '@/components/layout/error-page';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The query parameter carrying the destination: /external-link?url=https://... */
const EXTERNAL_LINK_PARAM = 'url';

/** Redirects to the web address it is given; anything else (missing, javascript:, data:) is refused. */
export function ExternalLinkPage() {
  const [searchParams] = useSearchParams();
  const url = parseExternalUrl(searchParams.get(EXTERNAL_LINK_PARAM));
  return url ? <ExternalRedirect url={url} /> : <InvalidExternalLink />;
}

function InvalidExternalLink() {
  const t = useTranslation();
  return (
    <ErrorPage
      title={t('externalLink.invalid.title')}
      body={t('externalLink.invalid.body')}
      action={<HomeLink />}
    />
  );
}
