import { IMAGE_CONTENT_TYPES } from '@crewcast/contracts/catalog';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { VIDEO_FILE_TYPES } from '@/lib/video-upload';

/** Where a project's pitch video comes from: a file uploaded once the battle exists, an episode's, or none yet. */
export type PitchSource = 'upload' | 'episode' | 'none';

export interface ProjectValues {
  title: string;
  description: string;
  video: PitchSource;
  videoFile: File | null;
  episodeId: string;
  packshot: File | null;
  packshotVertical: File | null;
}

export const emptyProject = (): ProjectValues => ({
  title: '',
  description: '',
  video: 'upload',
  videoFile: null,
  episodeId: '',
  packshot: null,
  packshotVertical: null,
});

/** A project's two packshots: landscape and portrait. */
const PACKSHOTS = [
  { field: 'packshot', label: 'console.greenlight.field.packshot' },
  { field: 'packshotVertical', label: 'console.greenlight.field.packshotVertical' },
] as const;

/** One side of a new battle: title, description, its pitch video and its packshots. */
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
      <RadioGroup<PitchSource>
        legend={t('console.greenlight.field.video')}
        name={`${side}-pitch-video`}
        value={values.video}
        onChange={(video) => onChange({ ...values, video })}
        options={[
          { value: 'upload', label: t('console.greenlight.field.video.upload') },
          { value: 'episode', label: t('console.greenlight.field.video.episode') },
          { value: 'none', label: t('console.greenlight.field.video.none') },
        ]}
      />
      {values.video === 'upload' && (
        <Input
          label={t('console.greenlight.field.videoFile')}
          hint={t('console.greenlight.field.videoFile.hint')}
          type="file"
          accept={VIDEO_FILE_TYPES}
          onChange={(event) => onChange({ ...values, videoFile: event.target.files?.[0] ?? null })}
          error={error('video')}
          required
        />
      )}
      {values.video === 'episode' && (
        <Input
          label={t('console.greenlight.field.episode')}
          hint={t('console.greenlight.field.episode.hint')}
          inputMode="numeric"
          value={values.episodeId}
          onChange={(event) => onChange({ ...values, episodeId: event.target.value })}
          error={error('video')}
          required
        />
      )}
      {PACKSHOTS.map(({ field, label }) => (
        <Input
          key={field}
          label={t(label)}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          onChange={(event) => onChange({ ...values, [field]: event.target.files?.[0] ?? null })}
          error={error(field)}
          required
        />
      ))}
    </fieldset>
  );
}
