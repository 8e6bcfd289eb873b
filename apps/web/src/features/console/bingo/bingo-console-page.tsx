import type { AdminBingoLayout } from '@crewcast/contracts/bingo';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useStartBingoGame } from './api/game-actions';
import { useBingoLayouts } from './api/get-bingo-layouts';
import { GamesTable } from './components/games-table';
import { LayoutDialog } from './components/layout-dialog';
import { LayoutPicture } from './components/layout-picture';
import './bingo-console.css';

/** /admin/bingo: layouts with their words and pictures, starting and ending games, and each game's winners. */
export function BingoConsolePage() {
  const t = useTranslation();
  return (
    <ConsoleFrame title={t('console.bingo.title')} lead={t('console.bingo.lead')}>
      <BingoConsole />
    </ConsoleFrame>
  );
}

/** Inside the frame, so nothing is asked of the server for accounts the frame turns away. */
function BingoConsole() {
  const t = useTranslation();
  const showToast = useToast();
  const layouts = useBingoLayouts();
  const start = useStartBingoGame();
  const [editing, setEditing] = useState<{ layout: AdminBingoLayout | null } | null>(null);

  async function startGame(layout: AdminBingoLayout) {
    try {
      await start.mutateAsync(layout.id);
      showToast({ tone: 'success', message: t('console.bingo.games.started', layout.name) });
    } catch (failure) {
      console.warn('The bingo game could not be started', failure);
      showToast({ tone: 'error', message: t('console.bingo.failed') });
    }
  }

  return (
    <div className="bingo-console">
      <section className="bingo-console__section" aria-labelledby="bingo-layouts-title">
        <div className="console-toolbar">
          <h2 className="bingo-console__heading" id="bingo-layouts-title">
            {t('console.bingo.layouts.title')}
          </h2>
          <Button onClick={() => setEditing({ layout: null })}>{t('console.bingo.layouts.new')}</Button>
        </div>
        {layouts.isPending ? (
          <Skeleton height={200} />
        ) : layouts.isError ? (
          <ErrorState onRetry={() => layouts.refetch()} />
        ) : layouts.data.length === 0 ? (
          <EmptyState
            title={t('console.bingo.layouts.empty.title')}
            body={t('console.bingo.layouts.empty.body')}
          />
        ) : (
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.bingo.layouts.title')}
            tabIndex={0}
          >
            <table className="console-table">
              <caption className="visually-hidden">{t('console.bingo.layouts.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.bingo.layouts.column.layout')}</th>
                  <th scope="col">{t('console.bingo.layouts.column.pictures')}</th>
                  <th scope="col">{t('console.bingo.layouts.column.games')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('console.bingo.column.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {layouts.data.map((layout) => (
                  <tr key={layout.id}>
                    <td>
                      <strong>{layout.name}</strong>
                      <span className="bingo-console__meta">
                        {t('console.bingo.layouts.words', String(layout.words.length))}
                      </span>
                    </td>
                    <td>
                      <div className="bingo-console__pictures">
                        <LayoutPicture layout={layout} kind="banner" />
                        <LayoutPicture layout={layout} kind="background" />
                      </div>
                    </td>
                    <td>{layout.games}</td>
                    <td className="bingo-console__actions">
                      <Button
                        aria-label={t('console.bingo.games.start.named', layout.name)}
                        onClick={() => startGame(layout)}
                      >
                        {t('console.bingo.games.start')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('console.bingo.layouts.edit.named', layout.name)}
                        onClick={() => setEditing({ layout })}
                      >
                        {t('console.bingo.layouts.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="bingo-console__section" aria-labelledby="bingo-games-console-title">
        <h2 className="bingo-console__heading" id="bingo-games-console-title">
          {t('console.bingo.games.title')}
        </h2>
        <GamesTable />
      </section>
      <LayoutDialog
        open={editing !== null}
        layout={editing?.layout ?? null}
        onClose={() => setEditing(null)}
        onSaved={(layout) => {
          setEditing(null);
          showToast({ tone: 'success', message: t('console.bingo.layout.saved', layout.name) });
        }}
      />
    </div>
  );
}
