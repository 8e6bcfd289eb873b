import type { LegalDocument } from '@crewcast/contracts/legal';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useLegalDocuments } from '@/lib/legal-documents/get-legal-documents';
import { paths } from '@/lib/paths';
import { useLegalDocument } from './api/get-legal-document';
import './legal-documents-page.css';

/** Every legal document in force; the one named by ?type= (or the first) is shown in full. */
export function LegalDocumentsPage() {
  const { t } = useI18n();
  const documents = useLegalDocuments();
  const requestedType = useSearchParams()[0].get('type');
  const selectedType = requestedType ?? documents.data?.[0]?.type ?? null;

  return (
    <Page title={t('legal.title')} lead={t('legal.lead')}>
      {documents.isPending ? (
        <LoadingRegion className="legal-page" label={t('legal.loading')}>
          <Skeleton height={120} />
          <Skeleton height={320} />
        </LoadingRegion>
      ) : documents.isError ? (
        <ErrorState title={t('legal.loadFailed')} onRetry={() => documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <EmptyState title={t('legal.empty.title')} body={t('legal.empty.body')} />
      ) : (
        <div className="legal-page">
          <nav className="legal-page__nav" aria-label={t('legal.navigation')}>
            <ul>
              {documents.data.map((document) => (
                <li key={document.id}>
                  <Link
                    className="legal-page__nav-link"
                    to={paths.legalDocuments(document.type)}
                    aria-current={document.type === selectedType ? 'page' : undefined}
                  >
                    {document.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {selectedType && <SelectedDocument type={selectedType} />}
        </div>
      )}
    </Page>
  );
}

function SelectedDocument({ type }: { type: string }) {
  const { t } = useI18n();
  const document = useLegalDocument(type);
  if (document.isPending) return <Skeleton height={320} />;
  if (document.isError) {
    return <ErrorState title={t('legal.documentFailed')} onRetry={() => document.refetch()} />;
  }
  return <DocumentText document={document.data} />;
}

function DocumentText({ document }: { document: LegalDocument }) {
  const { t, locale } = useI18n();
  const published = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(document.publishedAt),
  );
  return (
    <article className="legal-page__document" aria-labelledby="legal-document-title">
      <header className="legal-page__document-header">
        <h2 id="legal-document-title">{document.title}</h2>
        <p className="legal-page__document-meta">
          {t('legal.version', document.version)} · {t('legal.published', published)}
          {document.required && <> · {t('legal.required')}</>}
        </p>
      </header>
      {document.body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
