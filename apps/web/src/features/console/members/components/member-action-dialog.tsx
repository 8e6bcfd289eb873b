import type { ReactNode } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { ConsoleFormDialog } from '../../components/console-form';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';

export interface MemberActionDialogProps {
  onClose: () => void;
  title: string;
  description: string;
  submitText: string;
  danger?: boolean;
  /** The form's fields, shown with the errors the server gave for them. */
  children?: (errors: Record<string, string>) => ReactNode;
  /** The reason the action asks for, as the form's last field. */
  reason?: { label: string; value: string; onChange: (reason: string) => void };
  /** Runs the action; the dialog closes when it succeeds and shows why when it fails. */
  onSubmit: () => Promise<unknown>;
}

/** The answers a staff action may ask for; the server names them when it refuses one. */
const RULES = staffErrorRules('error.generic.body', ['amount', 'reason']);

/** A staff action that needs a few answers first (a reason, an amount): a dialog holding its form. */
export function MemberActionDialog({
  onClose,
  title,
  description,
  submitText,
  danger = false,
  children,
  reason,
  onSubmit,
}: MemberActionDialogProps) {
  const form = useConsoleForm({
    initial: {},
    rules: RULES,
    what: title,
    async submit() {
      await onSubmit();
      onClose();
    },
  });
  return (
    <ConsoleFormDialog
      form={form}
      className="member-form"
      onClose={onClose}
      title={title}
      description={description}
      submitLabel={submitText}
      submitVariant={danger ? 'danger' : 'primary'}
    >
      {children?.(form.errors.fields)}
      {reason && <ReasonField {...reason} error={form.errors.fields.reason} />}
    </ConsoleFormDialog>
  );
}

/** The reason a staff action asks for (a ban, a deletion, a refund), with the server's error for it. */
function ReasonField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (reason: string) => void;
}) {
  return (
    <Textarea
      label={label}
      value={value}
      maxLength={500}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
