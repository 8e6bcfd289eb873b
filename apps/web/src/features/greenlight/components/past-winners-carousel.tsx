import type { PastWinner } from '@crewcast/contracts/projects';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useIsMobileView } from '@/lib/breakpoints';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { callMobileApp, isMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { WINNERS_PER_VIEW, winnersPaging } from '../past-winners-paging';

/** A swipe turns the page once the finger has moved this far sideways. */
const SWIPE_PX = 40;

/** Where a past winner leads: its video or its season, or nowhere before it is released. */
function destinationOf(winner: PastWinner): { kind: 'media' | 'season'; id: number } | null {
  if (winner.mediaId !== null) return { kind: 'media', id: winner.mediaId };
  if (winner.seasonId !== null) return { kind: 'season', id: winner.seasonId };
  return null;
}

/**
 * 'Past Winners': vertical posters, 6 a page on desktop and 2 at the medium breakpoint or below, paged by arrows
 * or a swipe and stopping at both ends. A released winner opens its video or season, or inside the mobile app
 * asks the app to (mediaRedirect, seasonRedirect).
 */
export function PastWinnersCarousel({ winners }: { winners: readonly PastWinner[] }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const perPage = useIsMobileView() ? WINNERS_PER_VIEW.mobile : WINNERS_PER_VIEW.desktop;
  const [wanted, setWanted] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const paging = winnersPaging(winners.length, perPage, wanted);
  const shown = winners.slice(paging.first, paging.first + perPage);

  function open(winner: PastWinner) {
    const destination = destinationOf(winner);
    if (!destination) return;
    if (destination.kind === 'media') {
      if (isMobileApp() && callMobileApp('mediaRedirect', { mediaId: destination.id })) return;
      void navigate(paths.video(destination.id));
    } else {
      if (isMobileApp() && callMobileApp('seasonRedirect', { seasonId: destination.id })) return;
      void navigate(paths.season(destination.id));
    }
  }

  function endSwipe(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) setWanted(paging.page + (moved < 0 ? 1 : -1));
  }

  return (
    <section className="past-winners" aria-labelledby={titleId}>
      <div className="past-winners__header">
        <h2 id={titleId}>{t('greenlight.past.title')}</h2>
        {winners.length > 0 && (
          <div className="past-winners__arrows">
            <IconButton
              label={t('greenlight.past.previous')}
              disabled={paging.atStart}
              onClick={() => setWanted(paging.page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              label={t('greenlight.past.next')}
              disabled={paging.atEnd}
              onClick={() => setWanted(paging.page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        )}
      </div>
      {winners.length === 0 ? (
        <p className="past-winners__empty">{t('greenlight.past.empty')}</p>
      ) : (
        <div
          className="past-winners__viewport"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={endSwipe}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <ul
            className="plain-list past-winners__list"
            style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
          >
            {shown.map((winner) => {
              const poster = imageUrl(winner.images, 'packshot-vertical', 'packshot');
              const released = destinationOf(winner) !== null;
              return (
                <li key={winner.id} className="past-winners__item" data-testid="past-winner">
                  <button
                    type="button"
                    className="past-winners__poster"
                    onClick={() => open(winner)}
                    aria-disabled={!released || undefined}
                    aria-label={released ? t('greenlight.past.open', winner.title) : winner.title}
                  >
                    {poster && <img src={poster} alt="" width={600} height={900} loading="lazy" />}
                    <span className="past-winners__name">{winner.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
