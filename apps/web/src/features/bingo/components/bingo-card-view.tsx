import type { BingoCard } from '@crewcast/contracts/bingo';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { useFlipChoice } from '../api/flip-choice';
import { useBingoCard, type GameRef } from '../api/get-bingo-card';
import { useBingoLayout } from '../api/get-bingo-layout';

const imageUrl = (path: string) => (path ? `${hostBaseUrl('images')}${path}` : '');

/** The member's card in a game under its layout's banner; a square waits for the server after a flip. */
export function BingoCardView({ game, onBingo }: { game: GameRef; onBingo: () => void }) {
  const t = useTranslation();
  const card = useBingoCard(game);
  const layout = useBingoLayout(game.bingoId);
  const name = layout.data?.name ?? '';
  const background = imageUrl(layout.data?.backgroundImage ?? '');

  return (
    <section
      className="bingo-card"
      aria-labelledby="bingo-card-title"
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
    >
      {layout.data?.bannerImage ? (
        <img
          className="bingo-card__banner"
          src={imageUrl(layout.data.bannerImage)}
          alt=""
          width={1200}
          height={300}
        />
      ) : null}
      <h2 className="bingo-card__title" id="bingo-card-title">
        {name ? t('bingo.card.label', name) : t('bingo.title')}
      </h2>
      {card.isPending ? (
        <LoadingSkeleton label={t('bingo.card.loading')} height={360} />
      ) : card.isError ? (
        <ErrorState title={t('bingo.card.loadFailed')} onRetry={() => card.refetch()} />
      ) : (
        <CardGrid key={`${game.bingoId}-${game.gameId}`} game={game} card={card.data} onBingo={onBingo} />
      )}
    </section>
  );
}

function CardGrid({ game, card, onBingo }: { game: GameRef; card: BingoCard; onBingo: () => void }) {
  const t = useTranslation();
  const showToast = useToast();
  const flip = useFlipChoice(game);
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(new Set());

  async function flipSquare(choiceId: number) {
    setWaiting((current) => new Set(current).add(choiceId));
    try {
      const result = await flip.mutateAsync(choiceId);
      if (result.bingo) onBingo();
    } catch (error) {
      console.warn('The square could not be flipped', error);
      showToast({ tone: 'error', message: t('bingo.card.flipFailed') });
    } finally {
      setWaiting((current) => {
        const next = new Set(current);
        next.delete(choiceId);
        return next;
      });
    }
  }

  return (
    <>
      {!card.active ? (
        <p className="bingo-card__status" role="status">
          {t('bingo.card.ended')}
        </p>
      ) : card.bingo ? (
        <p className="bingo-card__status bingo-card__status--won" role="status">
          {t('bingo.card.won')}
        </p>
      ) : null}
      <div className="bingo-card__grid" role="group" aria-label={t('bingo.card.grid')}>
        {card.choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            className="bingo-card__square"
            aria-pressed={choice.flipped}
            disabled={choice.disabled || waiting.has(choice.id)}
            aria-busy={waiting.has(choice.id) || undefined}
            onClick={() => void flipSquare(choice.id)}
          >
            {choice.word}
          </button>
        ))}
      </div>
    </>
  );
}
