import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ScheduleValues {
  start: string;
  end: string;
  min: string;
  max: string;
}

/** The schedule's fields, each with the name the server gives its errors under. */
const FIELDS = [
  { name: 'start', label: 'console.greenlight.field.start', error: 'startDate', type: 'datetime-local' },
  { name: 'end', label: 'console.greenlight.field.end', error: 'endDate', type: 'datetime-local' },
  { name: 'min', label: 'console.greenlight.field.min', error: 'minContribution', inputMode: 'numeric' },
  { name: 'max', label: 'console.greenlight.field.max', error: 'maxContribution', inputMode: 'numeric' },
] as const;

/** A battle's start and end (UTC) and the smallest and largest contribution. */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: ScheduleValues;
  errors: Record<string, string | undefined>;
  onChange: (name: keyof ScheduleValues, value: string) => void;
}) {
  const t = useTranslation();
  return (
    <div className="battle-form__grid">
      {FIELDS.map(({ name, label, error, ...control }) => (
        <Input
          key={name}
          label={t(label)}
          {...control}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          error={errors[error]}
          required
        />
      ))}
    </div>
  );
}
