import { AccountType } from '@crewcast/contracts/constants/account';
import type { BingoGame } from '@crewcast/contracts/bingo';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Page } from '@/components/layout/page';
import { ConnectionStatus } from '@/components/realtime/connection-status';
import { useToast } from '@/components/shell/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRealtime, useReconnects } from '@/lib/realtime/realtime-context';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { bingoCardQueryOptions, type GameRef } from './api/get-bingo-card';
import { bingoGamesQueryOptions, useBingoGames } from './api/get-bingo-games';
import { firstActiveGame, withGame } from './bingo-games';
import { BingoCardView } from './components/bingo-card-view';
import { RecentGames } from './components/recent-games';
import { StartGameForm } from './components/start-game-form';
import { WinOverlay } from './components/win-overlay';
import './bingo-page.css';

const NO_EXTRA_WORDS = [] as const;

/** SPEC sections 2 and 4, "Bingo": the card, the recent games, live new games, and game creation above Free. */
export function BingoPage() {
  const t = useTranslation();
  const games = useBingoGames();
  const accountType = useUserInfo(NO_EXTRA_WORDS).info?.accountType;
  const [chosen, setChosen] = useState<GameRef | null>(null);
  const [won, setWon] = useState(false);
  const openIfNone = useCallback((game: GameRef) => setChosen((current) => current ?? game), []);
  const addGame = useGameUpdates(openIfNone);
  // On arrival the newest running game's card opens; later games open only when no card is open.
  const firstActive = games.data ? firstActiveGame(games.data) : null;
  if (chosen === null && firstActive) setChosen(firstActive);
  const open = chosen ?? firstActive;
  const anyActive = games.data?.some((game) => game.active) ?? false;

  return (
    <Page title={t('bingo.title')} lead={t('bingo.lead')}>
      {games.isPending ? (
        <LoadingRegion className="bingo-page" label={t('bingo.loading')}>
          <Skeleton height={360} />
        </LoadingRegion>
      ) : games.isError ? (
        <ErrorState title={t('bingo.loadFailed')} onRetry={() => games.refetch()} />
      ) : (
        <div className="bingo-page">
          <div className="bingo-page__main">
            {!anyActive && (
              <EmptyState title={t('bingo.noActiveGames')} body={t('bingo.noActiveGames.hint')} />
            )}
            {open ? (
              <BingoCardView game={open} onBingo={() => setWon(true)} />
            ) : (
              anyActive && <p className="bingo-page__hint">{t('bingo.card.pick')}</p>
            )}
          </div>
          <aside className="bingo-page__side" aria-label={t('bingo.side')}>
            <p className="bingo-page__live">
              {t('bingo.live')} <ConnectionStatus />
            </p>
            {accountType !== undefined && accountType > AccountType.Free && (
              <StartGameForm
                onStarted={(game) => {
                  addGame(game);
                  setChosen({ bingoId: game.bingoId, gameId: game.gameId });
                }}
              />
            )}
            {games.data.length > 0 && <RecentGames games={games.data} open={open} onOpen={setChosen} />}
          </aside>
        </div>
      )}
      <WinOverlay open={won} onClose={() => setWon(false)} />
    </Page>
  );
}

/**
 * Follows the realtime 'bingo' messages: a new game joins the list (and `onNewGame` hears of it), an ended one
 * is marked so and its card reloaded. Answers the function that adds a game to the list.
 */
function useGameUpdates(onNewGame: (game: GameRef) => void) {
  const connection = useRealtime();
  const queryClient = useQueryClient();
  const t = useTranslation();
  const showToast = useToast();

  const reconnects = useReconnects();

  // Games announced while the connection was down are fetched once it is back.
  useEffect(() => {
    if (reconnects > 0) void queryClient.invalidateQueries({ queryKey: bingoGamesQueryOptions().queryKey });
  }, [reconnects, queryClient]);

  const addGame = (game: BingoGame) =>
    queryClient.setQueryData(bingoGamesQueryOptions().queryKey, (games) => withGame(games ?? [], game));

  useEffect(
    () =>
      connection.subscribe('bingo', (push) => {
        queryClient.setQueryData(bingoGamesQueryOptions().queryKey, (games) =>
          withGame(games ?? [], push.game),
        );
        const ref = { bingoId: push.game.bingoId, gameId: push.game.gameId };
        if (push.type === 'new-game') {
          onNewGame(ref);
          showToast({ tone: 'success', message: t('bingo.newGame', push.game.name) });
        } else {
          void queryClient.invalidateQueries({ queryKey: bingoCardQueryOptions(ref).queryKey });
        }
      }),
    [connection, queryClient, onNewGame, showToast, t],
  );
  return addGame;
}
