import type { BadgeOption } from '@crewcast/contracts/badges';
import { BADGES_MAX } from '@crewcast/contracts/constants/badges';
import { TitledSection } from '@/components/layout/titled-section';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { BadgeImage } from './badge-image';

/** SPEC section 2: the Order section, three slots filled in the order the badges were chosen. */
export function BadgeOrder({ chosen }: { chosen: BadgeOption[] }) {
  const t = useTranslation();
  return (
    <TitledSection
      className="badge-order"
      titleClassName="badge-order__title"
      title={t('badges.order.title')}
    >
      <ol className="plain-list badge-order__slots">
        {Array.from({ length: BADGES_MAX }, (_, index) => {
          const badge = chosen[index];
          return (
            <li
              key={index}
              className={badge ? 'badge-order__slot' : 'badge-order__slot badge-order__slot--empty'}
            >
              <span className="badge-order__number" aria-hidden="true">
                {index + 1}
              </span>
              {badge ? (
                <>
                  <BadgeImage className="badge-order__image" url={badge.imageUrl} size={48} />
                  <span className="badge-order__name">{badge.name}</span>
                </>
              ) : (
                <span className="badge-order__name">{t('badges.order.empty')}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="badge-order__count" role="status" aria-live="polite">
        {t('badges.order.count', chosen.length, BADGES_MAX)}
      </p>
    </TitledSection>
  );
}
