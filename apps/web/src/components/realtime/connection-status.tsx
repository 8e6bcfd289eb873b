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
  // Every label takes the same place, the unused ones unseen, so the status keeps the width of the longest and
  // nothing beside it moves when the connection comes up.
  return (
    <span className={`connection-status connection-status--${state}`} role="status">
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__labels">
        {STATES.map((shown) =>
          shown === state ? (
            <span key={shown}>{t(SLUGS[shown])}</span>
          ) : (
            <span key={shown} className="connection-status__spare" aria-hidden="true">
              {t(SLUGS[shown])}
            </span>
          ),
        )}
      </span>
    </span>
  );
}
