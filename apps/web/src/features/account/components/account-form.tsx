import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { FormErrors } from '../account-errors';

const CLASS_BY_LAYOUT = { auth: 'auth-form', section: 'account-form', dialog: 'account-form' } as const;

/**
 * An account form: checked by its own rules rather than the browser's, focus on the first field in error (through
 * `useFormErrors`), and the form's own error above its buttons. `auth` is a sign-in page's, `section` an account
 * page section's (buttons at the end, in a row), `dialog` one whose buttons are the dialog's.
 */
export function AccountForm({
  form: { formRef, errors },
  layout,
  label,
  id,
  className,
  onSubmit,
  actions,
  children,
}: {
  /** The form's `useFormErrors`: where it moves focus, and the errors it keeps. */
  form: { formRef: RefObject<HTMLFormElement | null>; errors: FormErrors };
  layout: keyof typeof CLASS_BY_LAYOUT;
  label?: string;
  id?: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      ref={formRef}
      className={className ? `${CLASS_BY_LAYOUT[layout]} ${className}` : CLASS_BY_LAYOUT[layout]}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      {children}
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      {layout === 'section' ? <div className="account-form__actions">{actions}</div> : actions}
    </form>
  );
}

/** A sign-in page's main button: full width, and saying so while the server checks. */
export function AuthSubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const t = useTranslation();
  return (
    <Button type="submit" size="large" className="auth-form__submit" pending={pending}>
      {pending ? t('account.checking') : label}
    </Button>
  );
}
