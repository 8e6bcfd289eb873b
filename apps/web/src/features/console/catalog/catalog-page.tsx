import type { AdminShowSummary } from '@crewcast/contracts/catalog';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useAdminShows } from './api/get-admin-shows';
import { useOrderShows } from './api/order-shows';
import { CatalogLoading } from './components/catalog-loading';
import { MoveButtons } from './components/move-buttons';
import { NewShowForm } from './components/new-show-form';
import { moved } from './moved';
import './catalog.css';

/** /admin/catalog: every show in its order, with how much of it members can watch, and a new show. */
export function CatalogPage() {
  const t = useTranslation();
  const shows = useAdminShows();
  const order = useOrderShows();

  return (
    <ConsoleFrame title={t('console.catalog.title')} lead={t('console.catalog.lead')}>
      <section className="catalog__section" aria-labelledby="catalog-shows">
        <div className="catalog__section-header">
          <h2 id="catalog-shows">{t('console.catalog.shows')}</h2>
          <Link className="catalog__link" to="/admin/home">
            {t('console.catalog.home.open')}
          </Link>
        </div>
        {shows.isPending ? (
          <CatalogLoading />
        ) : shows.isError ? (
          <ErrorState onRetry={() => shows.refetch()} />
        ) : shows.data.length === 0 ? (
          <EmptyState
            title={t('console.catalog.shows.empty.title')}
            body={t('console.catalog.shows.empty.body')}
          />
        ) : (
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.table.label')}
            tabIndex={0}
          >
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.catalog.show')}</th>
                  <th scope="col" className="catalog__number">
                    {t('console.catalog.seasons')}
                  </th>
                  <th scope="col" className="catalog__number">
                    {t('console.catalog.episodes')}
                  </th>
                  <th scope="col" className="catalog__number">
                    {t('console.catalog.listed')}
                  </th>
                  <th scope="col">{t('console.catalog.order')}</th>
                </tr>
              </thead>
              <tbody>
                {shows.data.map((show: AdminShowSummary, index) => (
                  <tr key={show.id}>
                    <td>
                      <Link className="catalog__name" to={`/admin/catalog/shows/${show.id}`}>
                        {show.title}
                      </Link>
                      <span className="catalog__muted">/{show.slug}</span>
                    </td>
                    <td className="catalog__number">{show.seasonCount}</td>
                    <td className="catalog__number">{show.episodeCount}</td>
                    <td className="catalog__number">{show.listedCount}</td>
                    <td>
                      <MoveButtons
                        name={show.title}
                        index={index}
                        count={shows.data.length}
                        pending={order.isPending}
                        onMove={(by) => order.mutateAsync(moved(shows.data, index, by).map((row) => row.id))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="catalog__section" aria-labelledby="catalog-new-show">
        <h2 id="catalog-new-show">{t('console.catalog.newShow')}</h2>
        <NewShowForm />
      </section>
    </ConsoleFrame>
  );
}
