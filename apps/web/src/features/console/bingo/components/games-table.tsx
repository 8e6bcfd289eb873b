import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/shell/toast';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useAdminBingoGames } from '../api/get-bingo-games';
import { useEndBingoGame } from '../api/game-actions';

const timeOf = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The recent games: running or ended, how many play, the winners in the order they won, and the end button. */
export function GamesTable() {
  const t = useTranslation();
  const showToast = useToast();
  const games = useAdminBingoGames();
  const end = useEndBingoGame();

  async function endGame(gameId: number, name: string) {
    try {
      await end.mutateAsync(gameId);
      showToast({ tone: 'success', message: t('console.bingo.games.ended', name) });
    } catch (failure) {
      console.warn('The bingo game could not be ended', failure);
      showToast({ tone: 'error', message: t('console.bingo.failed') });
    }
  }

  if (games.isPending) return <Skeleton height={200} />;
  if (games.isError) return <ErrorState onRetry={() => games.refetch()} />;
  if (games.data.length === 0)
    return (
      <EmptyState title={t('console.bingo.games.empty.title')} body={t('console.bingo.games.empty.body')} />
    );
  return (
    <div
      className="console-table-wrap"
      role="region"
      aria-label={t('console.bingo.games.title')}
      tabIndex={0}
    >
      <table className="console-table">
        <caption className="visually-hidden">{t('console.bingo.games.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.bingo.games.column.game')}</th>
            <th scope="col">{t('console.bingo.games.column.players')}</th>
            <th scope="col">{t('console.bingo.games.column.winners')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('console.bingo.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {games.data.map((game) => (
            <tr key={game.gameId}>
              <td>
                <strong>{game.name}</strong>
                <span className="bingo-console__meta">
                  {game.active
                    ? t('console.bingo.games.running', timeOf(game.started), game.startedBy)
                    : t('console.bingo.games.endedAt', timeOf(game.ended ?? game.started))}
                </span>
              </td>
              <td>{game.players}</td>
              <td>
                {game.winners.length === 0 ? (
                  <span className="bingo-console__meta">{t('console.bingo.games.noWinners')}</span>
                ) : (
                  <ol className="bingo-console__winners">
                    {game.winners.map((winner) => (
                      <li key={winner.userId}>{winner.displayName}</li>
                    ))}
                  </ol>
                )}
              </td>
              <td>
                {game.active && (
                  <Button
                    variant="danger"
                    aria-label={t('console.bingo.games.end.named', game.name)}
                    onClick={() => endGame(game.gameId, game.name)}
                  >
                    {t('console.bingo.games.end')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
