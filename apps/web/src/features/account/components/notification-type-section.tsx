import { PUSH_NOTIFICATION_TYPES } from '@crewcast/contracts/constants/users';
import { BellIcon } from '@/components/ui/icons';
import { RadioGroup } from '@/components/ui/radio-group';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { usePushNotificationType } from '../api/get-push-notification-type';
import { useUpdatePushNotificationType } from '../api/update-push-notification-type';
import { AccountSection } from './account-section';
import { NotificationKinds } from './notification-kinds';
import { SettingNotShown, useSavedSetting } from './saved-setting';

/**
 * What the member is notified of: first which notifications reach their browsers at all ("Send me": all, only
 * important ones, or none), then each kind by email and in this browser. Saves on choosing.
 */
export function NotificationTypeSection() {
  const t = useTranslation();
  const current = usePushNotificationType();
  const update = useUpdatePushNotificationType();
  const { shown, save } = useSavedSetting(current, update, 'The notification type');

  return (
    <AccountSection
      title={t('account.notifications.title')}
      description={t('account.notifications.description')}
      icon={BellIcon}
    >
      {current.isError || !shown ? (
        <SettingNotShown query={current} rows={PUSH_NOTIFICATION_TYPES} height={36} />
      ) : (
        <RadioGroup
          legend={t('account.notifications.legend')}
          name="pushNotificationType"
          value={shown}
          busy={update.isPending}
          onChange={(type) => void save(type)}
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
