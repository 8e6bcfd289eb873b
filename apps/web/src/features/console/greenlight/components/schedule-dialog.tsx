import type { AdminBattle } from '@crewcast/contracts/projects';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFormDialog } from '../../components/console-form';
import { useConsoleForm } from '../../components/use-console-form';
import { useScheduleBattle } from '../api/battles';
import { isoFromUtcInput, utcInputValue } from '../battle-times';
import { BATTLE_RULES } from './battle-form-errors';
import { ScheduleFields } from './schedule-fields';

/** Moves a battle's dates (UTC) or changes its contribution limits. */
export function ScheduleDialog({ battle, onClose }: { battle: AdminBattle; onClose: () => void }) {
  const t = useTranslation();
  const schedule = useScheduleBattle();
  const form = useConsoleForm({
    initial: {
      start: utcInputValue(battle.startDate),
      end: utcInputValue(battle.endDate),
      min: String(battle.minContribution),
      max: String(battle.maxContribution),
    },
    rules: BATTLE_RULES,
    what: 'Scheduling a battle',
    async submit(values) {
      await schedule.mutateAsync({
        battleId: battle.id,
        schedule: {
          startDate: isoFromUtcInput(values.start) ?? values.start,
          endDate: isoFromUtcInput(values.end) ?? values.end,
          minContribution: Number(values.min),
          maxContribution: Number(values.max),
        },
      });
      onClose();
    },
  });

  return (
    <ConsoleFormDialog
      form={form}
      className="battle-form"
      onClose={onClose}
      title={t(
        'console.greenlight.schedule.title',
        `${battle.leftProject.title} / ${battle.rightProject.title}`,
      )}
      submitLabel={t('console.greenlight.schedule.submit')}
    >
      <ScheduleFields values={form.values} errors={form.errors.fields} onChange={form.set} />
    </ConsoleFormDialog>
  );
}
