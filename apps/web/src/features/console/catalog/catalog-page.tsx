import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { TitledSection } from '@/components/layout/titled-section';
import { useAdminShows } from './api/get-admin-shows';
import { useOrderShows } from './api/order-shows';
import { MoveButtons } from './components/move-buttons';
import { NewShowForm } from './components/new-show-form';
import { moved } from './moved';
import './catalog.css';

/** /admin/catalog: every show in its order, with how much of it members can watch, and a new show. */
export function CatalogPage() {
  const t = useTranslation();
  const formats = useFormats();
  const shows = useAdminShows();
  const order = useOrderShows();
  const list = shows.data ?? [];

  return (
    <ConsoleFrame title={t('console.catalog.title')} lead={t('console.catalog.lead')}>
      <section className="catalog__section" aria-labelledby="catalog-shows">
        <div className="catalog__section-header">
          <h2 id="catalog-shows">{t('console.catalog.shows')}</h2>
          <Link className="catalog__link" to="/admin/home">
            {t('console.catalog.home.open')}
          </Link>
        </div>
        <ConsoleList
          query={shows}
          loadingHeight={160}
          empty={{
            title: t('console.catalog.shows.empty.title'),
            body: t('console.catalog.shows.empty.body'),
          }}
          caption={t('console.catalog.shows')}
          rows={(found) => found}
          rowKey={(show) => show.id}
          columns={[
            {
              key: 'show',
              header: t('console.catalog.show'),
              cell: (show) => (
                <>
                  <Link className="catalog__name" to={`/admin/catalog/shows/${show.id}`}>
                    {show.title}
                  </Link>
                  <span className="catalog__muted">/{show.slug}</span>
                </>
              ),
            },
            {
              key: 'seasons',
              header: t('console.catalog.seasons'),
              className: 'catalog__number',
              cell: (show) => formats.number(show.seasonCount),
            },
            {
              key: 'episodes',
              header: t('console.catalog.episodes'),
              className: 'catalog__number',
              cell: (show) => formats.number(show.episodeCount),
            },
            {
              key: 'listed',
              header: t('console.catalog.listed'),
              className: 'catalog__number',
              cell: (show) => formats.number(show.listedCount),
            },
            {
              key: 'order',
              header: t('console.catalog.order'),
              cell: (show) => {
                const index = list.indexOf(show);
                return (
                  <MoveButtons
                    name={show.title}
                    index={index}
                    count={list.length}
                    pending={order.isPending}
                    onMove={(by) => order.mutateAsync(moved(list, index, by).map((row) => row.id))}
                  />
                );
              },
            },
          ]}
        />
      </section>
      <TitledSection className="catalog__section" title={t('console.catalog.newShow')}>
        <NewShowForm />
      </TitledSection>
    </ConsoleFrame>
  );
}
