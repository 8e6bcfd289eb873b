import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** Up and down buttons that move one row of an ordered list. */
export function MoveButtons(props: {
  name: string;
  index: number;
  count: number;
  pending: boolean;
  onMove: (by: -1 | 1) => Promise<unknown>;
}) {
  const t = useTranslation();
  const { name, index, count, pending, onMove } = props;
  return (
    <span className="catalog__move">
      <Button
        variant="ghost"
        disabled={pending || index === 0}
        aria-label={t('console.catalog.moveUp', name)}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        disabled={pending || index === count - 1}
        aria-label={t('console.catalog.moveDown', name)}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
    </span>
  );
}
