import type { EmailPreferences } from '@crewcast/contracts/users';
import { EMAIL_PREFERENCE_KEYS } from '@crewcast/contracts/constants/users';
import { Checkbox } from '@/components/ui/checkbox';
import { MailIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { AccountSection } from './account-section';
import { SettingNotShown, useSavedSetting } from './saved-setting';

/** Which mail the member wants; each switch saves as soon as it is flipped. */
export function EmailPreferencesSection() {
  const t = useTranslation();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  // While a change is saving, the switches show it already.
  const { shown, save } = useSavedSetting(preferences, update, 'Email preferences');

  async function toggle(key: keyof EmailPreferences, on: boolean) {
    if (!shown || update.isPending) return;
    await save({ ...shown, [key]: on });
  }

  return (
    <AccountSection
      title={t('account.emailPreferences.title')}
      description={t('account.emailPreferences.description')}
      icon={MailIcon}
    >
      {preferences.isError || !shown ? (
        <SettingNotShown query={preferences} rows={EMAIL_PREFERENCE_KEYS} height={44} />
      ) : (
        <div className="account-choices" aria-busy={update.isPending || undefined}>
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <Checkbox
              key={key}
              variant="switch"
              name={key}
              label={t(`account.emailPreferences.${key}`)}
              checked={shown[key]}
              disabled={update.isPending}
              onChange={(event) => void toggle(key, event.target.checked)}
            />
          ))}
        </div>
      )}
    </AccountSection>
  );
}
