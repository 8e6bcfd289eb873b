import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { ConsoleArea } from '../console-areas';
import './console-area-cards.css';

/** Areas or pages of the console as cards: each one's name and what it is for, linking to it. */
export function ConsoleAreaCards({ areas, label }: { areas: readonly ConsoleArea[]; label?: string }) {
  const t = useTranslation();
  return (
    <ul className="console-areas" aria-label={label}>
      {areas.map((area) => (
        <li key={area.path}>
          <Link className="console-surface console-areas__card" to={area.path}>
            <span className="console-areas__name">{t(area.label)}</span>
            <span className="console-areas__description">{t(area.description)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
