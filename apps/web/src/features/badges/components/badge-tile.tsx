import type { BadgeOption } from '@crewcast/contracts/badges';
import { CheckIcon, LockIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { BadgeImage } from './badge-image';

export interface BadgeTileProps {
  badge: BadgeOption;
  /** Its place in the selection (1 to 3), or null when not chosen. */
  position: number | null;
  /** False when three are chosen and this one is not among them. */
  available: boolean;
  onToggle: () => void;
}

/** One badge to choose: a toggle when the member owns it, otherwise a dimmed card saying how to earn it. */
export function BadgeTile({ badge, position, available, onToggle }: BadgeTileProps) {
  const t = useTranslation();
  if (!badge.owned)
    return (
      <div className="surface-tile badge-tile badge-tile--locked">
        <BadgeImage className="badge-tile__image" url={badge.imageUrl} size={64} />
        <div className="badge-tile__text">
          <h3 className="badge-tile__name">{badge.name}</h3>
          <p className="badge-tile__earn">
            <LockIcon className="badge-tile__lock" aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t('badges.locked')} </span>
              {badge.howToEarn}
            </span>
          </p>
        </div>
      </div>
    );

  const chosen = position !== null;
  return (
    <button
      type="button"
      className={chosen ? 'surface-tile badge-tile badge-tile--chosen' : 'surface-tile badge-tile'}
      aria-pressed={chosen}
      aria-disabled={!available || undefined}
      aria-describedby={`badge-${badge.type}-description`}
      onClick={onToggle}
    >
      <BadgeImage className="badge-tile__image" url={badge.imageUrl} size={64} />
      <span className="badge-tile__text">
        <span className="badge-tile__name">{badge.name}</span>
        <span className="badge-tile__description" id={`badge-${badge.type}-description`}>
          {badge.description}
          {!available && <span className="visually-hidden"> {t('badges.full')}</span>}
        </span>
      </span>
      {chosen && (
        <span className="badge-tile__position" aria-hidden="true">
          <CheckIcon />
          {position}
        </span>
      )}
    </button>
  );
}
