import type { MemberDetail } from '@crewcast/contracts/members';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useConsoleColumns } from '../../components/console-columns';
import { MemberSection, MemberTable } from './member-section';
import '@/components/ui/status-pill.css';

type Device = MemberDetail['devices'][number];
type Session = MemberDetail['sessions'][number];

/** The member's devices, the sign-ins still open, and the badges they own. */
export function MemberActivitySection({ detail }: { detail: MemberDetail }) {
  const t = useTranslation();
  const formats = useFormats();
  const { time } = useConsoleColumns();
  const { devices, sessions, badges } = detail;

  return (
    <MemberSection title={t('console.member.activity')}>
      <MemberTable
        title={t('console.member.devices')}
        none={t('console.member.devices.none')}
        rows={devices}
        rowKey={(device) => device.deviceIdentifier}
        columns={[
          {
            key: 'model',
            header: t('console.member.devices.model'),
            cell: (device) => (
              <>
                {device.model}
                <span className="members__email">{device.platform}</span>
              </>
            ),
          },
          time('added', t('console.member.devices.added'), (device: Device) => device.created),
          {
            key: 'state',
            header: t('console.member.devices.state'),
            cell: (device) => (
              <span className={device.isActive ? 'status-pill status-pill--positive' : 'status-pill'}>
                {t(device.isActive ? 'console.member.devices.active' : 'console.member.devices.inactive')}
              </span>
            ),
          },
        ]}
      />
      <MemberTable
        title={t('console.member.sessions')}
        none={t('console.member.sessions.none')}
        rows={sessions}
        rowKey={(session) => `${session.deviceIdentifier}-${session.lastActive}`}
        columns={[
          {
            key: 'device',
            header: t('console.member.sessions.device'),
            cell: (session) =>
              devices.find((device) => device.deviceIdentifier === session.deviceIdentifier)?.model ??
              t('console.member.sessions.unknownDevice'),
          },
          time(
            'lastActive',
            t('console.member.sessions.lastActive'),
            (session: Session) => session.lastActive,
            true,
          ),
          time('expires', t('console.member.sessions.expires'), (session: Session) => session.expires),
        ]}
      />
      <h3 className="member-section__subtitle">{t('console.member.badges')}</h3>
      {badges.length === 0 ? (
        <p className="member-section__empty">{t('console.member.badges.none')}</p>
      ) : (
        <ul className="member-badges">
          {badges.map((badge) => (
            <li key={badge.type}>
              <span className="status-pill">{badge.type}</span>
              <span className="members__email">
                {t('console.member.badges.earned', badge.reason, formats.date(badge.created))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
