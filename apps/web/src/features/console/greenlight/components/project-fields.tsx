import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ProjectValues {
  title: string;
  description: string;
  episodeId: string;
  packshot: File | null;
  packshotVertical: File | null;
}

export const emptyProject = (): ProjectValues => ({
  title: '',
  description: '',
  episodeId: '',
  packshot: null,
  packshotVertical: null,
});

/** One side of a new battle: title, description, the episode whose video is its pitch, and its packshots. */
export function ProjectFields({
  side,
  values,
  errors,
  onChange,
}: {
  side: 'left' | 'right';
  values: ProjectValues;
  errors: Record<string, string | undefined>;
  onChange: (values: ProjectValues) => void;
}) {
  const t = useTranslation();
  const error = (field: string) => errors[`${side}Project.${field}`];
  return (
    <fieldset className="battle-form__project">
      <legend>{t(`console.greenlight.side.${side}`)}</legend>
      <Input
        label={t('console.greenlight.field.title')}
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
        error={error('title')}
        required
      />
      <Textarea
        label={t('console.greenlight.field.description')}
        value={values.description}
        rows={3}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
        error={error('description')}
      />
      <Input
        label={t('console.greenlight.field.episode')}
        hint={t('console.greenlight.field.episode.hint')}
        inputMode="numeric"
        value={values.episodeId}
        onChange={(event) => onChange({ ...values, episodeId: event.target.value })}
        error={error('mediaId')}
      />
      <Input
        label={t('console.greenlight.field.packshot')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => onChange({ ...values, packshot: event.target.files?.[0] ?? null })}
        error={error('packshot')}
        required
      />
      <Input
        label={t('console.greenlight.field.packshotVertical')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => onChange({ ...values, packshotVertical: event.target.files?.[0] ?? null })}
        error={error('packshotVertical')}
        required
      />
    </fieldset>
  );
}
