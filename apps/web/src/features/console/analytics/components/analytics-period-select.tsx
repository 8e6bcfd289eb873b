import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The toolbar's choice of a report's period, each period named by the string `<labels>.<period>`. */
export function AnalyticsPeriodSelect<Period extends string>({
  periods,
  labels,
  value,
  onChange,
}: {
  periods: readonly Period[];
  labels: string;
  value: Period;
  onChange: (period: Period) => void;
}) {
  const t = useTranslation();
  return (
    <div className="console-toolbar analytics__toolbar">
      <Select
        label={t('console.analytics.period')}
        value={value}
        onChange={(event) => onChange(event.target.value as Period)}
        options={periods.map((period) => ({ value: period, label: t(`${labels}.${period}`) }))}
      />
    </div>
  );
}
