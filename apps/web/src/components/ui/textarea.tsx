import type { TextareaHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
}

export function Textarea({ label, hint, error, id, className, rows = 3, ...props }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea rows={rows} {...props} {...control} />}
    </Field>
  );
}
