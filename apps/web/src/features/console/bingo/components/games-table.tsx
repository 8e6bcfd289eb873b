import type { AdminBingoGame } from '@crewcast/contracts/bingo';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useConsoleColumns } from '../../components/console-columns';
import { ConsoleList } from '../../components/console-list';
import { useStaffAction } from '../../components/use-staff-action';
import { useAdminBingoGames } from '../api/get-bingo-games';
import { useEndBingoGame } from '../api/game-actions';

/** The recent games: running or ended, how many play, the winners in the order they won, and the end button. */
export function GamesTable() {
  const t = useTranslation();
  const formats = useFormats();
  const { count } = useConsoleColumns();
  const games = useAdminBingoGames();
  const end = useEndBingoGame();
  const act = useStaffAction();

  return (
    <ConsoleList
      query={games}
      loadingHeight={200}
      empty={{ title: t('console.bingo.games.empty.title'), body: t('console.bingo.games.empty.body') }}
      label={t('console.bingo.games.title')}
      caption={t('console.bingo.games.title')}
      rows={(list) => list}
      rowKey={(game) => game.gameId}
      columns={[
        {
          key: 'game',
          header: t('console.bingo.games.column.game'),
          cell: (game) => (
            <>
              <strong>{game.name}</strong>
              <span className="bingo-console__meta">
                {game.active
                  ? t('console.bingo.games.running', formats.dateTime(game.started), game.startedBy)
                  : t('console.bingo.games.endedAt', formats.dateTime(game.ended ?? game.started))}
              </span>
            </>
          ),
        },
        count('players', t('console.bingo.games.column.players'), (game: AdminBingoGame) => game.players),
        {
          key: 'winners',
          header: t('console.bingo.games.column.winners'),
          cell: (game) =>
            game.winners.length === 0 ? (
              <span className="bingo-console__meta">{t('console.bingo.games.noWinners')}</span>
            ) : (
              <ol className="bingo-console__winners">
                {game.winners.map((winner) => (
                  <li key={winner.userId}>{winner.displayName}</li>
                ))}
              </ol>
            ),
        },
      ]}
      actions={{
        header: t('console.bingo.column.actions'),
        cell: (game) =>
          game.active && (
            <Button
              variant="danger"
              aria-label={t('console.bingo.games.end.named', game.name)}
              onClick={() =>
                act({
                  run: () => end.mutateAsync(game.gameId),
                  done: t('console.bingo.games.ended', game.name),
                  failed: 'console.bingo.failed',
                  what: 'Ending a bingo game',
                })
              }
            >
              {t('console.bingo.games.end')}
            </Button>
          ),
      }}
    />
  );
}
