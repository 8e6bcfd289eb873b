import { useEffect } from 'react';
import { followLivestreamStatus } from '@/lib/realtime/livestream-status';
import { connectWhileLoggedIn, useRealtime } from '@/lib/realtime/realtime-context';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';

/** Holds the realtime connection while a member is logged in, and follows the livestream status when enabled. */
export function RealtimeSession() {
  const { livestream_enabled: livestreamEnabled } = useRemoteConfig();
  const connection = useRealtime();

  useEffect(() => connectWhileLoggedIn(), []);
  useEffect(
    () => (livestreamEnabled ? followLivestreamStatus(connection) : undefined),
    [livestreamEnabled, connection],
  );
  return null;
}
