import type { BingoGame } from '@crewcast/contracts/bingo';
import { TitledSection } from '@/components/layout/titled-section';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { GameRef } from '../api/get-bingo-card';
import { sameGame } from '../bingo-games';

/** The recent games, running ones first; choosing one opens its card. */
export function RecentGames({
  games,
  open,
  onOpen,
}: {
  games: readonly BingoGame[];
  open: GameRef | null;
  onOpen: (game: GameRef) => void;
}) {
  const t = useTranslation();
  return (
    <TitledSection
      className="bingo-games"
      titleClassName="bingo-page__heading"
      title={t('bingo.games.title')}
    >
      <ul className="plain-list bingo-games__list">
        {games.map((game) => {
          const current = sameGame(open, game);
          return (
            <li key={game.gameId}>
              <button
                type="button"
                className="surface-tile bingo-games__item"
                aria-current={current ? 'true' : undefined}
                onClick={() => onOpen({ bingoId: game.bingoId, gameId: game.gameId })}
              >
                <span className="bingo-games__name">{game.name}</span>
                <span className="bingo-games__meta">
                  <span
                    className={
                      game.active ? 'bingo-games__state bingo-games__state--live' : 'bingo-games__state'
                    }
                  >
                    {t(game.active ? 'bingo.games.live' : 'bingo.games.ended')}
                  </span>
                  <time dateTime={game.started}>
                    {new Date(game.started).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </time>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
