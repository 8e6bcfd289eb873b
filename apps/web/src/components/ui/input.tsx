import type { InputHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
}

export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input {...props} {...control} />}
    </Field>
  );
}
