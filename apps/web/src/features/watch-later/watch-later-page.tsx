import type { MediaWithProgress } from '@crewcast/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { PageLinks } from '@/components/layout/page-links';
import { Page } from '@/components/layout/page';
import { MediaCard } from '@/components/media/media-card';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BookmarkIcon, PlayIcon, TrashIcon } from '@/components/ui/icons';
import { QueryList } from '@/components/ui/query-list';
import { logUnexpected, requestMessage, type ErrorRules } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useWatchLater } from '@/lib/watch-later/get-watch-later';
import { useChangeWatchLater } from '@/lib/watch-later/toggle-watch-later';
import { useWatchHistory } from './api/get-watch-history';
import { useRemoveFromHistory } from './api/remove-from-history';
import './watch-later-page.css';

const SKELETON_CARDS = 4;

/** The member's own lists: the episodes saved to watch later, then the ones watched, each removable. */
export function WatchLaterPage() {
  const t = useTranslation();
  return (
    <Page title={t('watchLater.page.title')} lead={t('watchLater.page.lead')}>
      <PageLinks label={t('watchLater.page.navigation')} backLabel={t('watchLater.page.backToAccount')} />
      <SavedEpisodes />
      <WatchedEpisodes />
    </Page>
  );
}

function SavedEpisodes() {
  const t = useTranslation();
  const formats = useFormats();
  const saved = useWatchLater();
  const change = useChangeWatchLater();

  return (
    <EpisodeSection
      title={t('watchLater.saved.title')}
      query={saved}
      loading={t('watchLater.saved.loading')}
      loadFailed={t('watchLater.saved.loadFailed')}
      removal={{
        remove: (mediaId) => change.mutateAsync({ mediaId, saved: false }),
        what: 'Removing from watch later',
        done: (title) => t('watchLater.toast.removed', title),
        rules: { fallback: 'watchLater.error.failed' },
      }}
      empty={
        <EmptyState
          icon={<BookmarkIcon />}
          title={t('watchLater.saved.empty.title')}
          body={t('watchLater.saved.empty.body')}
        />
      }
      items={(entries) =>
        entries.map((entry) => ({
          mediaId: entry.mediaId,
          media: entry.media,
          when: t('watchLater.saved.savedOn', formats.date(entry.savedAt)),
          removeText: t('watchLater.saved.remove'),
          removeLabel: t('watchLater.saved.removeLabel', entry.media.title),
        }))
      }
    />
  );
}

function WatchedEpisodes() {
  const t = useTranslation();
  const formats = useFormats();
  const history = useWatchHistory();
  const removal = useRemoveFromHistory();

  return (
    <EpisodeSection
      title={t('watchLater.history.title')}
      query={history}
      loading={t('watchLater.history.loading')}
      loadFailed={t('watchLater.history.loadFailed')}
      removal={{
        remove: removal.mutateAsync,
        what: 'Removing from the watch history',
        done: (title) => t('watchLater.history.removed', title),
        rules: { fallback: 'watchLater.history.removeFailed' },
      }}
      empty={
        <EmptyState
          icon={<PlayIcon />}
          title={t('watchLater.history.empty.title')}
          body={t('watchLater.history.empty.body')}
        />
      }
      items={(entries) =>
        entries.map((entry) => ({
          mediaId: entry.mediaId,
          media: { ...entry.media, progress: { currentTime: entry.currentTime, totalTime: entry.totalTime } },
          when: entry.updatedAt ? t('watchLater.history.watchedOn', formats.date(entry.updatedAt)) : '',
          removeText: t('watchLater.history.remove'),
          removeLabel: t('watchLater.history.removeLabel', entry.media.title),
        }))
      }
    />
  );
}

interface EpisodeItem {
  mediaId: number;
  media: MediaWithProgress;
  /** When it was saved or last watched. */
  when: string;
  removeText: string;
  /** Names the episode, since every row's button reads the same. */
  removeLabel: string;
}

/** How an episode leaves a list, and what the member is told afterwards. */
interface EpisodeRemoval {
  remove: (mediaId: number) => Promise<unknown>;
  /** What the failure is called in the console. */
  what: string;
  done: (title: string) => string;
  rules: ErrorRules;
}

interface EpisodeSectionProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  loading: string;
  loadFailed: string;
  removal: EpisodeRemoval;
  empty: ReactNode;
  items: (data: T[]) => EpisodeItem[];
}

/** One list of the page with its loading, error and empty states; each episode has its remove button. */
function EpisodeSection<T>({
  title,
  query,
  loading,
  loadFailed,
  removal,
  empty,
  items,
}: EpisodeSectionProps<T>) {
  const t = useTranslation();
  const showToast = useToast();
  const headingId = useId();

  async function remove({ mediaId, media }: EpisodeItem) {
    try {
      await removal.remove(mediaId);
      showToast({ tone: 'success', message: removal.done(media.title) });
    } catch (error) {
      logUnexpected(error, removal.what);
      showToast({ tone: 'error', message: requestMessage(error, t, removal.rules) });
    }
  }

  return (
    <section className="watch-later-page__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="watch-later-page__heading">
        {title}
        {query.isSuccess && query.data.length > 0 && (
          <span className="watch-later-page__count"> ({query.data.length})</span>
        )}
      </h2>
      <QueryList
        query={query}
        className="media-grid"
        loading={{ label: loading, count: SKELETON_CARDS, height: 200 }}
        loadFailed={loadFailed}
        empty={empty}
      >
        {(list) => (
          <ul className="plain-list media-grid" aria-labelledby={headingId}>
            {items(list).map((item) => (
              <li key={item.media.id} className="watch-later-page__item">
                <MediaCard media={item.media} />
                <div className="watch-later-page__row">
                  <span className="watch-later-page__when">{item.when}</span>
                  <Button variant="ghost" aria-label={item.removeLabel} onClick={() => remove(item)}>
                    <TrashIcon />
                    {item.removeText}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
