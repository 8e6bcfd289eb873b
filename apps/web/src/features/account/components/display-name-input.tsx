import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { FieldInput } from './account-fields';

/** The display name field of sign-up, the profile and the choose-a-name dialog, with its length rule as a hint. */
export function DisplayNameInput(field: {
  value: string;
  onChange: (displayName: string) => void;
  error: string | undefined;
}) {
  const t = useTranslation();
  return (
    <FieldInput
      {...field}
      label={t('account.field.displayName')}
      hint={t('account.field.displayName.hint', DISPLAY_NAME_MIN_LENGTH, DISPLAY_NAME_MAX_LENGTH)}
      name="displayName"
      autoComplete="nickname"
      maxLength={DISPLAY_NAME_MAX_LENGTH}
    />
  );
}
