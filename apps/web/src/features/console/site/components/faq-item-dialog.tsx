import type { FaqItemBody } from '@crewcast/contracts/site';
import { FaqItemBodySchema } from '@crewcast/contracts/site';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { schemaFieldErrors, useConsoleForm } from '../../components/use-console-form';

export interface FaqItemDialogProps {
  title: string;
  initial: FaqItemBody;
  onSave: (item: FaqItemBody) => Promise<unknown>;
  onClose: () => void;
}

const RULES = staffErrorRules('console.site.faq.failed', ['question', 'answer']);

/** Writes a question and its answer; the dialog closes once the server has them. */
export function FaqItemDialog({ title, initial, onSave, onClose }: FaqItemDialogProps) {
  const t = useTranslation();
  const form = useConsoleForm({
    initial,
    rules: RULES,
    what: 'Saving a question',
    validate: (draft) => schemaFieldErrors(FaqItemBodySchema, draft),
    async submit(draft) {
      await onSave(FaqItemBodySchema.parse(draft));
      onClose();
    },
  });

  return (
    <ConsoleFormDialog
      form={form}
      className="site-form"
      onClose={onClose}
      title={title}
      submitLabel={t('console.site.faq.save')}
    >
      <Input label={t('console.site.faq.field.question')} {...form.field('question')} />
      <Textarea label={t('console.site.faq.field.answer')} {...form.field('answer')} rows={6} />
    </ConsoleFormDialog>
  );
}
