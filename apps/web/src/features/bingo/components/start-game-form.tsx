import type { BingoGame } from '@crewcast/contracts/bingo';
import { useState, type FormEvent } from 'react';
import { TitledSection } from '@/components/layout/titled-section';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCreatorLayouts } from '../api/get-creator-layouts';
import { useStartGame } from '../api/start-game';

/** SPEC section 6: the layout selector and 'Start New Game', for accounts above Free. */
export function StartGameForm({ onStarted }: { onStarted: (game: BingoGame) => void }) {
  const t = useTranslation();
  const showToast = useToast();
  const layouts = useCreatorLayouts(true);
  const start = useStartGame();
  const [chosen, setChosen] = useState('');
  const layoutId = chosen || String(layouts.data?.[0]?.id ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const game = await start.mutateAsync(Number(layoutId));
      onStarted(game);
      showToast({ tone: 'success', message: t('bingo.create.started') });
    } catch (error) {
      console.warn('The bingo game could not be started', error);
      showToast({
        tone: 'error',
        message: error instanceof ApiError && error.status < 500 ? error.message : t('bingo.create.failed'),
      });
    }
  }

  return (
    <TitledSection
      className="bingo-start"
      titleClassName="bingo-page__heading"
      title={t('bingo.create.title')}
    >
      {layouts.isPending ? (
        <Skeleton height={44} />
      ) : layouts.isError || layouts.data.length === 0 ? (
        <p className="bingo-page__hint">{t('bingo.create.noLayouts')}</p>
      ) : (
        <form className="bingo-start__form" onSubmit={submit}>
          <Select
            label={t('bingo.create.layout')}
            value={layoutId}
            onChange={(event) => setChosen(event.target.value)}
            options={layouts.data.map((layout) => ({ value: String(layout.id), label: layout.name }))}
          />
          <Button type="submit" pending={start.isPending}>
            {t('bingo.create.start')}
          </Button>
        </form>
      )}
    </TitledSection>
  );
}
