import type { AdminSeason } from '@crewcast/contracts/catalog';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCreateEpisode } from '../api/create-episode';
import { useOrderEpisodes } from '../api/order-episodes';
import { moved } from '../moved';
import { useCatalogRequest } from '../use-catalog-request';
import { EpisodeStatePill } from './episode-state-pill';
import { MoveButtons } from './move-buttons';

/** One season: its episodes in order with their state, and a new episode (on to its page for the video). */
export function SeasonEpisodes({ season }: { season: AdminSeason }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const order = useOrderEpisodes();
  const create = useCreateEpisode();
  const [title, setTitle] = useState('');
  const { error, run } = useCatalogRequest();
  const headingId = `season-${season.id}`;

  async function add(event: FormEvent) {
    event.preventDefault();
    await run('The episode could not be created', async () => {
      const episode = await create.mutateAsync({
        seasonId: season.id,
        body: { title, description: '', isFree: false, publishedAt: null },
      });
      await navigate(`/admin/catalog/episodes/${episode.id}`);
    });
  }

  return (
    <section className="console-surface catalog__season" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.catalog.season.heading', season.number, season.title)}</h3>
      {season.episodes.length === 0 ? (
        <p className="catalog__muted">{t('console.catalog.episodes.empty')}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col" className="catalog__number">
                  #
                </th>
                <th scope="col">{t('console.catalog.episode')}</th>
                <th scope="col">{t('console.catalog.state')}</th>
                <th scope="col">{t('console.catalog.order')}</th>
              </tr>
            </thead>
            <tbody>
              {season.episodes.map((episode, index) => (
                <tr key={episode.id}>
                  <td className="catalog__number">{episode.episodeNumber}</td>
                  <td>
                    <Link className="catalog__name" to={`/admin/catalog/episodes/${episode.id}`}>
                      {episode.title}
                    </Link>
                    {episode.isFree && <span className="catalog__muted">{t('console.catalog.free')}</span>}
                  </td>
                  <td>
                    <EpisodeStatePill episode={episode} />
                  </td>
                  <td>
                    <MoveButtons
                      name={episode.title}
                      index={index}
                      count={season.episodes.length}
                      pending={order.isPending}
                      onMove={(by) =>
                        order.mutateAsync({
                          seasonId: season.id,
                          mediaIds: moved(season.episodes, index, by).map((row) => row.id),
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="catalog__inline-form" onSubmit={add} noValidate>
        <Input
          label={t('console.catalog.episode.new', season.number)}
          value={title}
          maxLength={120}
          error={error}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" variant="secondary" pending={create.isPending} disabled={title.trim() === ''}>
          {t('console.catalog.episode.add')}
        </Button>
      </form>
    </section>
  );
}
