import type { ConnectionState } from '@/lib/realtime/realtime-protocol';
import { useConnectionState } from '@/lib/realtime/realtime-context';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './connection-status.css';

const SLUGS: Record<ConnectionState, string> = {
  connected: 'realtime.state.connected',
  reconnecting: 'realtime.state.reconnecting',
  offline: 'realtime.state.offline',
};
const STATES = Object.keys(SLUGS) as ConnectionState[];

/** Where live updates are shown: whether they are flowing, being reconnected, or stopped. */
export function ConnectionStatus() {
  const t = useTranslation();
  const state = useConnectionState();
  // Every label takes the same place, the others unseen, so the status keeps the width of the longest and
  // nothing beside it moves when the connection comes up.
  return (
    <span className={`connection-status connection-status--${state}`}>
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__labels">
        <span role="status">{t(SLUGS[state])}</span>
        {STATES.filter((other) => other !== state).map((other) => (
          <span key={other} className="connection-status__spare" aria-hidden="true">
            {t(SLUGS[other])}
          </span>
        ))}
      </span>
    </span>
  );
}
