import type { FaqItemBody } from '@crewcast/contracts/site';
import { FaqItemBodySchema } from '@crewcast/contracts/site';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';
import { actionErrorsOf } from '../../members/components/action-errors';

export interface FaqItemDialogProps {
  title: string;
  initial: FaqItemBody;
  onSave: (item: FaqItemBody) => Promise<unknown>;
  onClose: () => void;
}

/** Writes a question and its answer; the dialog closes once the server has them. */
export function FaqItemDialog({ title, initial, onSave, onClose }: FaqItemDialogProps) {
  const t = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const formId = 'faq-item-form';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    const parsed = FaqItemBodySchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showFieldErrors(form, () => setErrors(found));
      return;
    }
    setPending(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      const found = actionErrorsOf(error, t('console.site.faq.failed'));
      showFieldErrors(form, () => {
        setErrors(found.fields);
        setFailure(found.message);
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {t('console.site.faq.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="site-form" onSubmit={submit} noValidate>
        <Input
          label={t('console.site.faq.field.question')}
          error={errors.question}
          value={draft.question}
          onChange={(event) => setDraft({ ...draft, question: event.target.value })}
        />
        <Textarea
          label={t('console.site.faq.field.answer')}
          error={errors.answer}
          rows={6}
          value={draft.answer}
          onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
        />
        {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
      </form>
    </Dialog>
  );
}
