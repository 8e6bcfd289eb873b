import { useState, type ReactNode } from 'react';
import { FormDialogActions } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountForm } from './account-form';
import { DisplayNameInput } from './display-name-input';

/** The display name a member chooses or changes: the field, the form's error, leaving and saving. */
export function DisplayNameForm({
  initial,
  save,
  onSaved,
  onCancel,
  cancelLabel,
  submitLabel,
  className,
}: {
  initial: string;
  save: { isPending: boolean; mutateAsync: (input: { displayName: string }) => Promise<unknown> };
  onSaved?: () => void;
  onCancel: () => void;
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  className?: string;
}) {
  const t = useTranslation();
  const form = useFormErrors('display-name', ['displayName']);
  const [displayName, setDisplayName] = useState(initial);

  return (
    <AccountForm
      form={form}
      layout="section"
      className={className}
      onSubmit={form.onSubmit(
        save.isPending,
        () => checkFields({ displayName: [displayName, required] }, t),
        async () => {
          await save.mutateAsync({ displayName });
          onSaved?.();
        },
      )}
      actions={
        <FormDialogActions
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          pending={save.isPending}
        />
      }
    >
      <DisplayNameInput
        value={displayName}
        onChange={setDisplayName}
        error={form.errors.fields.displayName}
      />
    </AccountForm>
  );
}
