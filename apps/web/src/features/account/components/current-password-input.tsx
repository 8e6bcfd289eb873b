import { PASSWORD_MAX_LENGTH } from '@crewcast/contracts/constants/account';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The current password that confirms a lasting change to the account (the browser offers the saved one). */
export function CurrentPasswordInput({
  value,
  onChange,
  error,
  name = 'password',
}: {
  value: string;
  onChange: (password: string) => void;
  error?: string;
  name?: string;
}) {
  const t = useTranslation();
  return (
    <Input
      label={t('account.field.currentPassword')}
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
