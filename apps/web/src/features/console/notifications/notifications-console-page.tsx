import type { NotificationOverview } from '@crewcast/contracts/notifications';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { ConsoleTable } from '../components/console-table';
import { useNotificationOverview } from './api/get-notification-overview';

type ShowFollowers = NotificationOverview['shows'][number];
type Send = NotificationOverview['sends'][number];

/** /admin/notifications: how many follow each show and the livestream, and the latest sends with their outcome. */
export function NotificationsConsolePage() {
  const { t } = useI18n();
  const formats = useFormats();
  const { count, time } = useConsoleColumns();
  const overview = useNotificationOverview();

  return (
    <ConsoleFrame title={t('console.notifications.title')} lead={t('console.notifications.lead')}>
      <ConsoleQuery query={overview}>
        {(data) => (
          <>
            <p>{t('console.notifications.livestreamFollowers', data.livestreamFollowers)}</p>
            <ConsoleTable
              caption={t('console.notifications.shows')}
              rows={data.shows}
              rowKey={(show) => show.showId}
              columns={[
                {
                  key: 'show',
                  header: t('console.notifications.column.show'),
                  cell: (show) => show.title,
                  sortBy: (show) => show.title,
                },
                {
                  ...count(
                    'followers',
                    t('console.notifications.column.followers'),
                    (show: ShowFollowers) => show.followers,
                  ),
                  sortBy: (show) => show.followers,
                },
              ]}
            />
            <ConsoleTable
              caption={t('console.notifications.sends')}
              rows={data.sends}
              rowKey={(send) => send.id}
              columns={[
                time('when', t('console.notifications.column.when'), (send: Send) => send.createdAt, true),
                {
                  key: 'kind',
                  header: t('console.notifications.column.kind'),
                  cell: (send) => t(`account.notifications.kind.${send.kind}`),
                },
                {
                  key: 'title',
                  header: t('console.notifications.column.title'),
                  cell: (send) => send.title,
                },
                {
                  key: 'recipients',
                  header: t('console.notifications.column.recipients'),
                  cell: (send) =>
                    send.finishedAt
                      ? formats.number(send.recipients)
                      : t('console.notifications.sending', formats.number(send.recipients)),
                },
                count('emails', t('console.notifications.column.emails'), (send: Send) => send.emails),
                count('pushes', t('console.notifications.column.pushes'), (send: Send) => send.pushes),
                count('failures', t('console.notifications.column.failures'), (send: Send) => send.failures),
              ]}
            />
          </>
        )}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}
