import type { EmailPreferences } from '@crewcast/contracts/users';
import { EMAIL_PREFERENCE_KEYS } from '@crewcast/contracts/constants/users';
import { useToast } from '@/components/shell/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { MailIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { AccountSection } from './account-section';

/** Which mail the member wants; each switch saves as soon as it is flipped. */
export function EmailPreferencesSection() {
  const t = useTranslation();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const showToast = useToast();
  // While a change is saving, the switches show it already.
  const shown = update.isPending ? update.variables : preferences.data;

  async function toggle(key: keyof EmailPreferences, on: boolean) {
    if (!shown || update.isPending) return;
    try {
      await update.mutateAsync({ ...shown, [key]: on });
    } catch (error) {
      console.warn('Email preferences could not be saved', error);
      showToast({ tone: 'error', message: t('account.preferences.saveFailed') });
    }
  }

  return (
    <AccountSection
      title={t('account.emailPreferences.title')}
      description={t('account.emailPreferences.description')}
      icon={MailIcon}
    >
      {preferences.isError ? (
        <ErrorState title={t('account.preferences.loadFailed')} onRetry={() => preferences.refetch()} />
      ) : !shown ? (
        <div className="account-section__loading" aria-busy="true">
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <Skeleton key={key} height={44} />
          ))}
        </div>
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
