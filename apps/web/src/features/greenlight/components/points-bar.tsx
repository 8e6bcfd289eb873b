import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useSteppedValue } from '../use-stepped-value';

/** One side's share of the battle's points, stepping to new totals as they arrive. */
export function PointsBar({ title, points, total }: { title: string; points: number; total: number }) {
  const t = useTranslation();
  const shown = useSteppedValue(points);
  const shownShare = total > 0 ? Math.min(100, (shown / total) * 100) : 0;
  return (
    <div className="points-bar">
      <div
        className="points-bar__track"
        role="meter"
        aria-label={t('greenlight.points.meter', title)}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={points}
        aria-valuetext={t(countSlug('greenlight.points.total', points), String(points))}
      >
        <div className="points-bar__fill" style={{ width: `${shownShare}%` }} />
      </div>
      <p className="points-bar__total" data-testid="project-points">
        {t(countSlug('greenlight.points.total', shown), String(shown))}
      </p>
    </div>
  );
}
