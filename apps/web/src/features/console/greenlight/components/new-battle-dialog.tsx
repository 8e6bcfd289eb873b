import type { AdminBattle, ProjectInput } from '@crewcast/contracts/projects';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { pictureProblem, pictureUpload } from '../../catalog/api/picture-upload';
import { ConsoleFormDialog } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useCreateBattle } from '../api/battles';
import { isoFromUtcInput, utcInputValue } from '../battle-times';
import { BATTLE_RULES } from './battle-form-errors';
import { emptyProject, ProjectFields, type ProjectValues } from './project-fields';
import { ScheduleFields, type ScheduleValues } from './schedule-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new battle's form as it opens: two empty projects, starting now for two weeks. */
const emptyBattle = (): { left: ProjectValues; right: ProjectValues } & ScheduleValues => ({
  left: emptyProject(),
  right: emptyProject(),
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

/** The fields left empty or holding a picture the server would refuse, as the server names them, with their slug. */
function projectProblems(values: ProjectValues, side: 'left' | 'right'): [string, string][] {
  const problems: [string, string][] = [];
  if (values.video === 'upload' && !values.videoFile)
    problems.push([`${side}Project.video`, 'console.greenlight.videoNeeded']);
  if (values.video === 'episode' && !values.episodeId.trim())
    problems.push([`${side}Project.video`, 'console.greenlight.episodeNeeded']);
  for (const field of ['packshot', 'packshotVertical'] as const) {
    const file = values[field];
    const problem = file ? pictureProblem(file) : 'console.greenlight.packshotNeeded';
    if (problem) problems.push([`${side}Project.${field}`, problem]);
  }
  return problems;
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
  const form = useConsoleForm({
    initial: emptyBattle(),
    rules: BATTLE_RULES,
    what: 'Creating a battle',
    validate: ({ left, right }) => {
      const problems = [...projectProblems(left, 'left'), ...projectProblems(right, 'right')];
      return Object.fromEntries(problems.map(([field, slug]) => [field, t(slug)]));
    },
    async submit({ left, right, start, end, min, max }) {
      const battle = await create.mutateAsync({
        leftProject: await projectInput(left),
        rightProject: await projectInput(right),
        startDate: isoFromUtcInput(start) ?? start,
        endDate: isoFromUtcInput(end) ?? end,
        minContribution: Number(min),
        maxContribution: Number(max),
      });
      const pitches = [
        { projectId: battle.leftProject.id, values: left },
        { projectId: battle.rightProject.id, values: right },
      ].flatMap(({ projectId, values }) =>
        values.video === 'upload' && values.videoFile ? [{ projectId, file: values.videoFile }] : [],
      );
      onCreated(battle, pitches);
      return emptyBattle();
    },
  });

  return (
    <ConsoleFormDialog
      form={form}
      open={open}
      className="battle-form"
      onClose={onClose}
      title={t('console.greenlight.new.title')}
      submitLabel={t('console.greenlight.new.submit')}
    >
      <ProjectFields
        side="left"
        values={form.values.left}
        errors={form.errors.fields}
        onChange={(values) => form.set('left', values)}
      />
      <ProjectFields
        side="right"
        values={form.values.right}
        errors={form.errors.fields}
        onChange={(values) => form.set('right', values)}
      />
      <ScheduleFields values={form.values} errors={form.errors.fields} onChange={form.set} />
    </ConsoleFormDialog>
  );
}
