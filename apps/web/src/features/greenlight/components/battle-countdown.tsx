import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { useCountdown } from '../use-countdown';

type Countdown = ReturnType<typeof useCountdown>;

/** 'Starts In' or 'Ends In' with days (when any), hours, minutes and seconds; nothing once it has ended. */
export function BattleCountdown({ countdown }: { countdown: Countdown }) {
  const t = useTranslation();
  const { labelKey, parts } = countdown;
  if (!labelKey || !parts) return null;
  const units = [
    ...(parts.days > 0 ? [['days', parts.days] as const] : []),
    ['hours', parts.hours] as const,
    ['minutes', parts.minutes] as const,
    ['seconds', parts.seconds] as const,
  ];
  return (
    <div className="battle-countdown" role="timer" aria-live="off">
      <p className="battle-countdown__label">{t(labelKey)}</p>
      <ol className="plain-list battle-countdown__units">
        {units.map(([unit, value]) => (
          <li key={unit} className="battle-countdown__unit">
            <span className="battle-countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="battle-countdown__name">{t(`greenlight.countdown.${unit}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
