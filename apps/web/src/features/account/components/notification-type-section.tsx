import { PUSH_NOTIFICATION_TYPES } from '@crewcast/contracts/constants/users';
import { useToast } from '@/components/shell/toast';
import { ErrorState } from '@/components/ui/error-state';
import { BellIcon } from '@/components/ui/icons';
import { RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { usePushNotificationType, type PushNotificationType } from '../api/get-push-notification-type';
import { useUpdatePushNotificationType } from '../api/update-push-notification-type';
import { AccountSection } from './account-section';
import { NotificationKinds } from './notification-kinds';

/**
 * What the member is notified of: first which notifications reach their browsers at all ("Send me": all, only
 * important ones, or none), then each kind by email and in this browser. Saves on choosing.
 */
export function NotificationTypeSection() {
  const t = useTranslation();
  const current = usePushNotificationType();
  const update = useUpdatePushNotificationType();
  const showToast = useToast();
  const shown = update.isPending ? update.variables : current.data;

  async function choose(type: PushNotificationType) {
    try {
      await update.mutateAsync(type);
    } catch (error) {
      console.warn('The notification type could not be saved', error);
      showToast({ tone: 'error', message: t('account.preferences.saveFailed') });
    }
  }

  return (
    <AccountSection
      title={t('account.notifications.title')}
      description={t('account.notifications.description')}
      icon={BellIcon}
    >
      {current.isError ? (
        <ErrorState title={t('account.preferences.loadFailed')} onRetry={() => current.refetch()} />
      ) : !shown ? (
        <div className="account-section__loading" aria-busy="true">
          {PUSH_NOTIFICATION_TYPES.map((type) => (
            <Skeleton key={type} height={36} />
          ))}
        </div>
      ) : (
        <RadioGroup
          legend={t('account.notifications.legend')}
          name="pushNotificationType"
          value={shown}
          busy={update.isPending}
          onChange={(type) => void choose(type)}
          options={PUSH_NOTIFICATION_TYPES.map((type) => ({
            value: type,
            label: t(`account.notifications.${type}`),
            description: t(`account.notifications.${type}.description`),
          }))}
        />
      )}
      <NotificationKinds pushType={shown} />
    </AccountSection>
  );
}
