import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  pushTypeAllows,
} from '@crewcast/contracts/constants/notifications';
import type { NotificationChannel, NotificationKind } from '@crewcast/contracts/notifications';
import { useEffect, useId, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useNotificationSettings } from '../api/get-notification-settings';
import type { PushNotificationType } from '../api/get-push-notification-type';
import { pushSupported, subscribeThisBrowser } from '../api/subscribe-push';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { SettingNotShown, useSavedSetting } from './saved-setting';

/**
 * What the member is told of, by email and in this browser: every kind off until switched on, email at once or as
 * a daily digest. Each switch saves as soon as it is flipped (saves run in turn, so the last flip wins). A browser
 * switch the member's "Send me" choice (`pushType`) rules out is shown off-limits, with the reason.
 */
export function NotificationKinds({ pushType }: { pushType: PushNotificationType | undefined }) {
  const t = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const noteId = useId();
  const { shown, save } = useSavedSetting(settings, update, 'Notification settings');
  const pushAllowed = (kind: NotificationKind) => !pushType || pushTypeAllows(pushType, kind);

  if (settings.isError || !shown)
    return <SettingNotShown query={settings} rows={NOTIFICATION_KINDS} height={44} />;

  const change = (changes: Partial<typeof shown>) => save({ ...shown, ...changes });
  const toggle = (channel: NotificationChannel, kind: NotificationKind, on: boolean) =>
    change({ [channel]: { ...shown[channel], [kind]: on } });

  return (
    <div className="notification-kinds" aria-busy={update.isPending || undefined}>
      <h3 className="notification-kinds__legend">{t('account.notifications.kinds.legend')}</h3>
      <p className="notification-kinds__description">{t('account.notifications.kinds.description')}</p>
      {pushType && pushType !== 'all' && (
        <p className="notification-kinds__inactive" id={noteId}>
          {t(`account.notifications.push.inactive.${pushType}`)}
        </p>
      )}
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className="notification-kinds__kind">
          <legend>{t(`account.notifications.kind.${kind}`)}</legend>
          <div className="notification-kinds__channels">
            {NOTIFICATION_CHANNELS.map((channel) => {
              const ruledOut = channel === 'push' && !pushAllowed(kind);
              return (
                <Checkbox
                  key={channel}
                  variant="switch"
                  name={`${channel}.${kind}`}
                  label={t(`account.notifications.channel.${channel}`)}
                  checked={shown[channel][kind]}
                  disabled={ruledOut}
                  aria-describedby={ruledOut ? noteId : undefined}
                  onChange={(event) => void toggle(channel, kind, event.target.checked)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="notification-kinds__account">{t('account.notifications.kind.account')}</p>
      <Checkbox
        variant="switch"
        name="emailDigest"
        label={t('account.notifications.emailDigest')}
        checked={shown.emailDigest}
        onChange={(event) => void change({ emailDigest: event.target.checked })}
      />
      {NOTIFICATION_KINDS.some((kind) => shown.push[kind] && pushAllowed(kind)) && <ThisBrowser />}
    </div>
  );
}

/** Turns on Web Push in this browser once the member wants pushes, or says why it cannot. */
function ThisBrowser() {
  const t = useTranslation();
  const showToast = useToast();
  const [permission, setPermission] = useState(() =>
    pushSupported() ? Notification.permission : ('unsupported' as const),
  );

  async function enable() {
    try {
      setPermission(await subscribeThisBrowser());
    } catch (error) {
      console.warn('Push notifications could not be turned on', error);
      showToast({ tone: 'error', message: t('account.notifications.push.failed') });
    }
  }

  // Allowed before (another visit, another account): the subscription is handed to the server again, unasked.
  useEffect(() => {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    subscribeThisBrowser().catch((error: unknown) =>
      console.warn('This browser could not be subscribed again', error),
    );
  }, []);

  if (permission === 'unsupported')
    return <p className="notification-kinds__browser">{t('account.notifications.push.unsupported')}</p>;
  if (permission === 'denied')
    return <p className="notification-kinds__browser">{t('account.notifications.push.denied')}</p>;
  if (permission === 'granted')
    return (
      <p className="notification-kinds__browser" role="status">
        {t('account.notifications.push.enabled')}
      </p>
    );
  return (
    <Button variant="secondary" onClick={enable}>
      {t('account.notifications.push.enable')}
    </Button>
  );
}
