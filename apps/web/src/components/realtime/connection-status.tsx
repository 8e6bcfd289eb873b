import type { ConnectionState } from '@/lib/realtime/realtime-protocol';
import { useConnectionState } from '@/lib/realtime/realtime-context';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './connection-status.css';

const SLUGS: Record<ConnectionState, string> = {
  connected: 'realtime.state.connected',
  reconnecting: 'realtime.state.reconnecting',
  offline: 'realtime.state.offline',
};

/** Where live updates are shown: whether they are flowing, being reconnected, or stopped. */
export function ConnectionStatus() {
  const t = useTranslation();
  const state = useConnectionState();
  return (
    <span className={`connection-status connection-status--${state}`} role="status">
      <span className="connection-status__dot" aria-hidden="true" />
      {t(SLUGS[state])}
    </span>
  );
}
