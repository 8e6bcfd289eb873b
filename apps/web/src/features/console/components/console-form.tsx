import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import type { ConsoleFormState } from './use-console-form';

/** The message for the whole form, announced when it appears. */
export function FormError({ message, className }: { message: string | undefined; className?: string }) {
  return message ? (
    <p className={className ? `field__error ${className}` : 'field__error'} role="alert">
      {message}
    </p>
  ) : null;
}

export interface ConsoleFormProps<Values> {
  form: ConsoleFormState<Values>;
  className: string;
  submitLabel: string;
  /** Keeps the button off until the form can be sent, e.g. while a required field is empty. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A form on a console screen: its fields, the message for the whole form, and its button. */
export function ConsoleForm<Values>({
  form,
  className,
  submitLabel,
  submitDisabled,
  children,
}: ConsoleFormProps<Values>) {
  return (
    <form className={className} {...form.formProps}>
      {children}
      <FormError message={form.errors.form} />
      <Button type="submit" pending={form.pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </form>
  );
}

export interface ConsoleFormDialogProps<Values> extends ConsoleFormProps<Values> {
  /** Whether the dialog shows; a form kept mounted while closed keeps what was typed. */
  open?: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  submitVariant?: ButtonVariant;
}

/** A console form in a dialog: Cancel and the form's button at its foot, the main action last. */
export function ConsoleFormDialog<Values>({
  form,
  className,
  submitDisabled,
  submitVariant,
  open = true,
  children,
  ...dialog
}: ConsoleFormDialogProps<Values>) {
  return (
    <FormDialog
      {...dialog}
      open={open}
      variant={submitVariant}
      pending={form.pending}
      disabled={submitDisabled}
    >
      {(formId) => (
        <form id={formId} className={className} {...form.formProps}>
          {children}
          <FormError message={form.errors.form} />
        </form>
      )}
    </FormDialog>
  );
}
