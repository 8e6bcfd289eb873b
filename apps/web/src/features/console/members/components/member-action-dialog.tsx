import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { actionErrorsOf, type ActionErrors } from './action-errors';

export interface MemberActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitText: string;
  danger?: boolean;
  /** The form's fields, shown with the errors the server gave for them. */
  children: (errors: Record<string, string>) => ReactNode;
  /** Runs the action; the dialog closes when it succeeds and shows why when it fails. */
  onSubmit: () => Promise<unknown>;
}

/** A staff action that needs a few answers first (a reason, an amount): a dialog holding its form. */
export function MemberActionDialog({
  open,
  onClose,
  title,
  description,
  submitText,
  danger = false,
  children,
  onSubmit,
}: MemberActionDialogProps) {
  const t = useTranslation();
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });
  const [pending, setPending] = useState(false);
  const formId = `member-action-${title.replace(/\W+/g, '-').toLowerCase()}`;

  function close() {
    setErrors({ fields: {} });
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({ fields: {} });
    try {
      await onSubmit();
      close();
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('error.generic.body')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} pending={pending}>
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} className="member-form" onSubmit={submit}>
        {children(errors.fields)}
        {errors.message && (
          <p className="field__error" role="alert">
            {errors.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
