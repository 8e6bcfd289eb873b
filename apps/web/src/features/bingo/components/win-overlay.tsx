import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** SPEC section 4: the win overlay with an animated B-I-N-G-O, which the member closes. */
export function WinOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('bingo.win.title')}
      description={t('bingo.win.body')}
      actions={<Button onClick={onClose}>{t('bingo.win.close')}</Button>}
    >
      <p className="bingo-win__letters" aria-hidden="true">
        {LETTERS.map((letter, index) => (
          <span key={letter} className="bingo-win__letter" style={{ animationDelay: `${index * 120}ms` }}>
            {letter}
          </span>
        ))}
      </p>
    </Dialog>
  );
}
