import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { type Ref } from 'react';

export interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
}

interface SubscriptionFormDialogProps extends SubscriptionDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  pending: boolean;
  /** Why the last submit failed, shown under the fields. */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog holding one form: its fields, the failure under them, and Cancel and submit at the foot. */
export function SubscriptionFormDialog({
  failure,
  onSubmit,
  formRef,
  children,
  ...dialog
}: SubscriptionFormDialogProps) {
  return (
    <FormDialog {...dialog}>
      {(formId) => (
        <form ref={formRef} id={formId} className="subscription-dialog__form" noValidate onSubmit={onSubmit}>
          {children}
          {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
        </form>
      )}
    </FormDialog>
  );
}
