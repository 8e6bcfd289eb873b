import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** What every account field takes: its value, what to do when it changes, and its error. */
interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  name?: string;
  label?: string;
}

/** An email address; `label` for another than the account's own (a new address). */
export function EmailInput({ value, onChange, error, name = 'email', label }: FieldProps) {
  const t = useTranslation();
  return (
    <Input
      label={label ?? t('account.field.email')}
      type="email"
      name={name}
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * The account's password as it is: signing in, or confirming a lasting change to the account (then labelled the
 * current password). The browser offers the saved one.
 */
export function PasswordInput({ value, onChange, error, name = 'password', label }: FieldProps) {
  const t = useTranslation();
  return (
    <Input
      label={label ?? t('account.field.currentPassword')}
      type="password"
      name={name}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A password being chosen, with its length rule as a hint (the browser may suggest a strong one). */
export function NewPasswordInput({ value, onChange, error, name = 'passwordNew', label }: FieldProps) {
  const t = useTranslation();
  return (
    <Input
      label={label ?? t('account.field.newPassword')}
      hint={t('account.field.password.hint', PASSWORD_MIN_LENGTH)}
      type="password"
      name={name}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * A one-time code of digits: by default the six a mail sent, or `label` and `maxLength` for another (the browser
 * may fill it from the message).
 */
export function OneTimeCodeInput({
  value,
  onChange,
  error,
  label,
  maxLength = 6,
}: FieldProps & { maxLength?: number }) {
  const t = useTranslation();
  return (
    <Input
      label={label ?? t('account.field.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A second-step code: six digits from an authenticator app, or a recovery code. */
export function SecondStepCodeInput({
  value,
  onChange,
  error,
  label,
  hint,
}: FieldProps & { label: string; hint?: string }) {
  return (
    <Input
      label={label}
      hint={hint}
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
