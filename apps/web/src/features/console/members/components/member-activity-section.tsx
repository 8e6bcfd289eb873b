import type { MemberDetail } from '@crewcast/contracts/members';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { MemberSection } from './member-section';
import '@/components/ui/status-pill.css';

/** The member's devices, the sign-ins still open, and the badges they own. */
export function MemberActivitySection({ detail }: { detail: MemberDetail }) {
  const t = useTranslation();
  const formats = useFormats();
  const { devices, sessions, badges } = detail;

  return (
    <MemberSection title={t('console.member.activity')}>
      <h3 className="member-section__subtitle">{t('console.member.devices')}</h3>
      {devices.length === 0 ? (
        <p className="member-section__empty">{t('console.member.devices.none')}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.member.devices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.member.devices.model')}</th>
                <th scope="col">{t('console.member.devices.added')}</th>
                <th scope="col">{t('console.member.devices.state')}</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => (
                <tr key={device.deviceIdentifier}>
                  <td>
                    {device.model}
                    <span className="members__email">{device.platform}</span>
                  </td>
                  <td>{formats.date(device.created)}</td>
                  <td>
                    <span className={device.isActive ? 'status-pill status-pill--positive' : 'status-pill'}>
                      {t(
                        device.isActive ? 'console.member.devices.active' : 'console.member.devices.inactive',
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="member-section__subtitle">{t('console.member.sessions')}</h3>
      {sessions.length === 0 ? (
        <p className="member-section__empty">{t('console.member.sessions.none')}</p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.member.sessions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.member.sessions.device')}</th>
                <th scope="col">{t('console.member.sessions.lastActive')}</th>
                <th scope="col">{t('console.member.sessions.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={`${session.deviceIdentifier}-${session.lastActive}`}>
                  <td>
                    {devices.find((device) => device.deviceIdentifier === session.deviceIdentifier)?.model ??
                      t('console.member.sessions.unknownDevice')}
                  </td>
                  <td>{formats.dateTime(session.lastActive)}</td>
                  <td>{formats.date(session.expires)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
