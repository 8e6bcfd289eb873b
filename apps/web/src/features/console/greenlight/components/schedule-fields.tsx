import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ScheduleValues {
  start: string;
  end: string;
  min: string;
  max: string;
}

/** A battle's start and end (UTC) and the smallest and largest contribution. */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: ScheduleValues;
  errors: Record<string, string | undefined>;
  onChange: (values: ScheduleValues) => void;
}) {
  const t = useTranslation();
  const set = (name: keyof ScheduleValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });
  return (
    <div className="battle-form__grid">
      <Input
        label={t('console.greenlight.field.start')}
        type="datetime-local"
        value={values.start}
        onChange={set('start')}
        error={errors.startDate}
        required
      />
      <Input
        label={t('console.greenlight.field.end')}
        type="datetime-local"
        value={values.end}
        onChange={set('end')}
        error={errors.endDate}
        required
      />
      <Input
        label={t('console.greenlight.field.min')}
        inputMode="numeric"
        value={values.min}
        onChange={set('min')}
        error={errors.minContribution}
        required
      />
      <Input
        label={t('console.greenlight.field.max')}
        inputMode="numeric"
        value={values.max}
        onChange={set('max')}
        error={errors.maxContribution}
        required
      />
    </div>
  );
}
