import type { AdminBattle, ProjectInput } from '@crewcast/contracts/projects';
import { useState, type FormEvent } from 'react';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { pictureUpload, PictureRefused } from '../../catalog/api/picture-upload';
import { useCreateBattle } from '../api/battles';
import { isoFromUtcInput, utcInputValue } from '../battle-times';
import { formErrorsOf } from './battle-form-errors';
import { emptyProject, ProjectFields, type ProjectValues } from './project-fields';
import { ScheduleFields, type ScheduleValues } from './schedule-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

const defaultSchedule = (): ScheduleValues => ({
  start: utcInputValue(new Date().toISOString()),
  end: utcInputValue(new Date(Date.now() + 14 * DAY_MS).toISOString()),
  min: '1',
  max: '50',
});

/** A new battle's pitch files, to upload to their projects once the battle exists. */
export interface PitchFile {
  projectId: string;
  file: File;
}

type MissingKey =
  'console.greenlight.packshotNeeded' | 'console.greenlight.videoNeeded' | 'console.greenlight.episodeNeeded';

/** The fields left empty, as the server names them, with what each needs. */
function missingFields(values: ProjectValues, side: 'left' | 'right'): [string, MissingKey][] {
  const missing: [string, MissingKey][] = [];
  if (values.video === 'upload' && !values.videoFile)
    missing.push([`${side}Project.video`, 'console.greenlight.videoNeeded']);
  if (values.video === 'episode' && !values.episodeId.trim())
    missing.push([`${side}Project.video`, 'console.greenlight.episodeNeeded']);
  if (!values.packshot) missing.push([`${side}Project.packshot`, 'console.greenlight.packshotNeeded']);
  if (!values.packshotVertical)
    missing.push([`${side}Project.packshotVertical`, 'console.greenlight.packshotNeeded']);
  return missing;
}

async function projectInput(values: ProjectValues): Promise<ProjectInput> {
  if (!values.packshot || !values.packshotVertical) throw new Error('A packshot is missing.');
  return {
    title: values.title,
    description: values.description,
    // An uploaded pitch goes to its project once the battle exists.
    video:
      values.video === 'episode'
        ? { kind: 'episode', mediaId: Number(values.episodeId.trim()) }
        : { kind: 'none' },
    packshot: await pictureUpload(values.packshot),
    packshotVertical: await pictureUpload(values.packshotVertical),
  };
}

/**
 * A new battle: two projects with their pitches and packshots, its dates (UTC) and contribution limits. Pitch
 * files are handed to the caller with the new battle, to upload to their projects.
 */
export function NewBattleDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (battle: AdminBattle, pitches: PitchFile[]) => void;
}) {
  const t = useTranslation();
  const create = useCreateBattle();
  const [left, setLeft] = useState(emptyProject);
  const [right, setRight] = useState(emptyProject);
  const [schedule, setSchedule] = useState(defaultSchedule);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const missing = [...missingFields(left, 'left'), ...missingFields(right, 'right')];
    if (missing.length > 0) {
      showFieldErrors(form, () =>
        setErrors(Object.fromEntries(missing.map(([field, key]) => [field, t(key)]))),
      );
      return;
    }
    const startDate = isoFromUtcInput(schedule.start);
    const endDate = isoFromUtcInput(schedule.end);
    try {
      const battle = await create.mutateAsync({
        leftProject: await projectInput(left),
        rightProject: await projectInput(right),
        startDate: startDate ?? schedule.start,
        endDate: endDate ?? schedule.end,
        minContribution: Number(schedule.min),
        maxContribution: Number(schedule.max),
      });
      const pitches = [
        { projectId: battle.leftProject.id, values: left },
        { projectId: battle.rightProject.id, values: right },
      ].flatMap(({ projectId, values }) =>
        values.video === 'upload' && values.videoFile ? [{ projectId, file: values.videoFile }] : [],
      );
      setLeft(emptyProject());
      setRight(emptyProject());
      setSchedule(defaultSchedule());
      setErrors({});
      onCreated(battle, pitches);
    } catch (failure) {
      if (failure instanceof PictureRefused) {
        setMessage(t(failure.message));
        return;
      }
      const refused = formErrorsOf(failure);
      showFieldErrors(form, () => setErrors(refused.fields));
      setMessage(refused.message);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('console.greenlight.new.title')}>
      <form className="battle-form" onSubmit={(event) => void submit(event)} noValidate>
        {message && <InlineAlert tone="error">{message}</InlineAlert>}
        <ProjectFields side="left" values={left} errors={errors} onChange={setLeft} />
        <ProjectFields side="right" values={right} errors={errors} onChange={setRight} />
        <ScheduleFields values={schedule} errors={errors} onChange={setSchedule} />
        <div className="battle-form__actions">
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('console.greenlight.new.submit')}
            pending={create.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
