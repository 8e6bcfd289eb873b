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

/** The longest gift or discount code the server accepts. */
const CODE_MAX_LENGTH = 64;

/** A gift or discount code, typed from a mail or a card: capitals, no spelling checks, not remembered by the browser. */
export function CodeInput(
  props: Omit<InputProps, 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength'>,
) {
  return (
    <Input
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={CODE_MAX_LENGTH}
      {...props}
    />
  );
}
