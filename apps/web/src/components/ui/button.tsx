import { useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'large' | 'icon';

/** The class list of a button, also used by links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium'): string {
  return ['button', `button--${variant}`, size === 'medium' ? '' : `button--${size}`]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the spinner and ignores presses, e.g. while a form's request runs. */
  pending?: boolean;
  /** A returned promise keeps the button pending until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
}

export function Button({
  variant,
  size,
  pending = false,
  disabled = false,
  onClick,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = pending || running;
  const inactive = busy || disabled;

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled rather than disabled keeps focus on the button while it works; presses are ignored here.
    if (inactive) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } finally {
      setRunning(false);
    }
  }

  return (
    <button
      type={type}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(' ')}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'size' | 'aria-label'> {
  /** The button's accessible name: the icon inside it says nothing to assistive technology. */
  label: string;
}

/** A quiet button that shows only an icon, named by its label. */
export function IconButton({ label, ...props }: IconButtonProps) {
  return <Button variant="ghost" size="icon" aria-label={label} {...props} />;
}
