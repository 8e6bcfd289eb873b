import type { SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
  className?: string;
}

export function Select({ label, options, hint, error, id, className, ...props }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select {...props} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
