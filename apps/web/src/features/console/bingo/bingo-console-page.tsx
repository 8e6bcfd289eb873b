import type { AdminBingoLayout } from '@crewcast/contracts/bingo';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleList } from '../components/console-list';
import { TitledSection } from '@/components/layout/titled-section';
import { useEditDialog } from '../components/use-edit-dialog';
import { useStaffAction } from '../components/use-staff-action';
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
  const layouts = useBingoLayouts();
  const start = useStartBingoGame();
  const { count } = useConsoleColumns();
  const act = useStaffAction();
  const dialog = useEditDialog<AdminBingoLayout>();

  return (
    <div className="bingo-console">
      <section className="bingo-console__section" aria-labelledby="bingo-layouts-title">
        <div className="console-toolbar">
          <h2 className="bingo-console__heading" id="bingo-layouts-title">
            {t('console.bingo.layouts.title')}
          </h2>
          <Button onClick={() => dialog.open(null)}>{t('console.bingo.layouts.new')}</Button>
        </div>
        <ConsoleList
          query={layouts}
          loadingHeight={200}
          empty={{
            title: t('console.bingo.layouts.empty.title'),
            body: t('console.bingo.layouts.empty.body'),
          }}
          label={t('console.bingo.layouts.title')}
          caption={t('console.bingo.layouts.title')}
          rows={(list) => list}
          rowKey={(layout) => layout.id}
          columns={[
            {
              key: 'layout',
              header: t('console.bingo.layouts.column.layout'),
              cell: (layout) => (
                <>
                  <strong>{layout.name}</strong>
                  <span className="bingo-console__meta">
                    {t(countSlug('console.bingo.layouts.words', layout.words.length), layout.words.length)}
                  </span>
                </>
              ),
            },
            {
              key: 'pictures',
              header: t('console.bingo.layouts.column.pictures'),
              cell: (layout) => (
                <div className="bingo-console__pictures">
                  <LayoutPicture layout={layout} kind="banner" />
                  <LayoutPicture layout={layout} kind="background" />
                </div>
              ),
            },
            count(
              'games',
              t('console.bingo.layouts.column.games'),
              (layout: AdminBingoLayout) => layout.games,
            ),
          ]}
          actions={{
            header: t('console.bingo.column.actions'),
            className: 'bingo-console__actions',
            cell: (layout) => (
              <>
                <Button
                  aria-label={t('console.bingo.games.start.named', layout.name)}
                  onClick={() =>
                    act({
                      run: () => start.mutateAsync(layout.id),
                      done: t('console.bingo.games.started', layout.name),
                      failed: 'console.bingo.failed',
                      what: 'Starting a bingo game',
                    })
                  }
                >
                  {t('console.bingo.games.start')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('console.bingo.layouts.edit.named', layout.name)}
                  onClick={() => dialog.open(layout)}
                >
                  {t('console.bingo.layouts.edit')}
                </Button>
              </>
            ),
          }}
        />
      </section>
      <TitledSection
        className="bingo-console__section"
        titleClassName="bingo-console__heading"
        title={t('console.bingo.games.title')}
      >
        <GamesTable />
      </TitledSection>
      {dialog.editing && (
        <LayoutDialog
          layout={dialog.editing.item}
          onClose={dialog.close}
          onSaved={(layout) => dialog.saved(t('console.bingo.layout.saved', layout.name))}
        />
      )}
    </div>
  );
}
