import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import './console-figures.css';

/**
 * A screen's headline figures side by side, each under its name, the string `<labels>.<key>`; counts are grouped
 * the member's way, other figures come formatted.
 */
export function ConsoleFigures({
  labels,
  figures,
}: {
  labels: string;
  figures: readonly (readonly [key: string, value: number | string])[];
}) {
  const t = useTranslation();
  const formats = useFormats();
  return (
    <dl className="console-figures">
      {figures.map(([key, value]) => (
        <div key={key} className="console-surface console-figure">
          <dt>{t(`${labels}.${key}`)}</dt>
          <dd>{typeof value === 'number' ? formats.number(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}
