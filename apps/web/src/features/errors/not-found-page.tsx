import { HomeLink } from '@/components/home-link';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const t = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="container">
      <EmptyState
        titleAs="h1"
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={<HomeLink variant="primary" />}
      />
    </div>
  );
}
