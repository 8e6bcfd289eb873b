import type { AdminBattle } from '@crewcast/contracts/projects';
import { useState, type FormEvent } from 'react';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { useScheduleBattle } from '../api/battles';
import { isoFromUtcInput, utcInputValue } from '../battle-times';
import { formErrorsOf } from './battle-form-errors';
import { ScheduleFields } from './schedule-fields';

/** Moves a battle's dates (UTC) or changes its contribution limits. */
export function ScheduleDialog({ battle, onClose }: { battle: AdminBattle; onClose: () => void }) {
  const t = useTranslation();
  const schedule = useScheduleBattle();
  const [values, setValues] = useState({
    start: utcInputValue(battle.startDate),
    end: utcInputValue(battle.endDate),
    min: String(battle.minContribution),
    max: String(battle.maxContribution),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
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
    } catch (failure) {
      const refused = formErrorsOf(failure);
      showFieldErrors(form, () => setErrors(refused.fields));
      setMessage(refused.message);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(
        'console.greenlight.schedule.title',
        `${battle.leftProject.title} / ${battle.rightProject.title}`,
      )}
    >
      <form className="battle-form" onSubmit={(event) => void submit(event)} noValidate>
        {message && <InlineAlert tone="error">{message}</InlineAlert>}
        <ScheduleFields values={values} errors={errors} onChange={setValues} />
        <div className="battle-form__actions">
          <FormDialogActions
            onCancel={onClose}
            submitLabel={t('console.greenlight.schedule.submit')}
            pending={schedule.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
