import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { ConsoleTable } from '../components/console-table';
import { useNotificationOverview } from './api/get-notification-overview';

/** /admin/notifications: how many follow each show and the livestream, and the latest sends with their outcome. */
export function NotificationsConsolePage() {
  const { t } = useI18n();
  const formats = useFormats();
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
                  key: 'followers',
                  header: t('console.notifications.column.followers'),
                  cell: (show) => formats.number(show.followers),
                  sortBy: (show) => show.followers,
                },
              ]}
            />
            <ConsoleTable
              caption={t('console.notifications.sends')}
              rows={data.sends}
              rowKey={(send) => send.id}
              columns={[
                {
                  key: 'when',
                  header: t('console.notifications.column.when'),
                  cell: (send) => <time dateTime={send.createdAt}>{formats.dateTime(send.createdAt)}</time>,
                },
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
                {
                  key: 'emails',
                  header: t('console.notifications.column.emails'),
                  cell: (send) => formats.number(send.emails),
                },
                {
                  key: 'pushes',
                  header: t('console.notifications.column.pushes'),
                  cell: (send) => formats.number(send.pushes),
                },
                {
                  key: 'failures',
                  header: t('console.notifications.column.failures'),
                  cell: (send) => formats.number(send.failures),
                },
              ]}
            />
          </>
        )}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}
