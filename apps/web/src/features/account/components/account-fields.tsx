import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import { Input, type InputProps } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** What every account field takes: its value, what to do when it changes, and its error. */
interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  name?: string;
  label?: string;
}

/** An input whose change hands on the text typed. */
export function FieldInput({
  onChange,
  ...props
}: Omit<InputProps, 'onChange'> & { onChange: (value: string) => void }) {
  return <Input {...props} onChange={(event) => onChange(event.target.value)} />;
}

/** An email address; `label` for another than the account's own (a new address). */
export function EmailInput({ name = 'email', label, ...field }: FieldProps) {
  const t = useTranslation();
  return (
    <FieldInput
      {...field}
      label={label ?? t('account.field.email')}
      type="email"
      name={name}
      autoComplete="email"
    />
  );
}

/**
 * The account's password as it is: signing in, or confirming a lasting change to the account (then labelled the
 * current password). The browser offers the saved one.
 */
export function PasswordInput({ name = 'password', label, ...field }: FieldProps) {
  const t = useTranslation();
  return (
    <FieldInput
      {...field}
      label={label ?? t('account.field.currentPassword')}
      type="password"
      name={name}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
}

/** A password being chosen, with its length rule as a hint (the browser may suggest a strong one). */
export function NewPasswordInput({ name = 'passwordNew', label, ...field }: FieldProps) {
  const t = useTranslation();
  return (
    <FieldInput
      {...field}
      label={label ?? t('account.field.newPassword')}
      hint={t('account.field.password.hint', PASSWORD_MIN_LENGTH)}
      type="password"
      name={name}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
}

/**
 * A one-time code of digits: by default the six a mail sent, or `label` and `maxLength` for another (the browser
 * may fill it from the message).
 */
export function OneTimeCodeInput({ label, maxLength = 6, ...field }: FieldProps & { maxLength?: number }) {
  const t = useTranslation();
  return (
    <FieldInput
      {...field}
      label={label ?? t('account.field.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
    />
  );
}

/** A second-step code: six digits from an authenticator app, or a recovery code. */
export function SecondStepCodeInput(field: FieldProps & { label: string; hint?: string }) {
  return (
    <FieldInput
      {...field}
      name="code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
    />
  );
}
