import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './choice.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  /** Shown under the label, e.g. links the label refers to. */
  hint?: ReactNode;
  error?: string;
  /** Draws the box as an on/off switch (and tells assistive technology it is one). */
  variant?: 'checkbox' | 'switch';
  className?: string;
}

/**
 * A checkbox or switch with its label beside it, and a hint and error under it; it is described by them and by any
 * element `aria-describedby` names (a note shared by several controls).
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  variant = 'checkbox',
  className,
  'aria-describedby': describedByOthers,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [describedByOthers, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['choice', `choice--${variant}`, className].filter(Boolean).join(' ')}>
      <input
        {...props}
        id={controlId}
        type="checkbox"
        role={variant === 'switch' ? 'switch' : undefined}
        className="choice__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <label className="choice__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <div className="choice__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <p className="choice__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
