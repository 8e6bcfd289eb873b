import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export function CatalogLoading({ height = 160 }: { height?: number }) {
  const t = useTranslation();
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <Skeleton height={height} />
    </div>
  );
}
