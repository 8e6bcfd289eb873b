import { useEffect, useState } from 'react';
import { useConnectionState, useRealtime } from '@/lib/realtime/realtime-context';

/** How many are watching a stream: asked once connected (which joins its room), then followed as pushed. */
export function useLiveViewers(livestreamId: string): number | null {
  const connection = useRealtime();
  const connectionState = useConnectionState();
  const [viewers, setViewers] = useState<number | null>(null);

  useEffect(
    () =>
      connection.subscribe('livestream', (push) => {
        if (push.type === 'viewers' && push.livestreamId === livestreamId) setViewers(push.viewers);
      }),
    [connection, livestreamId],
  );

  useEffect(() => {
    if (connectionState !== 'connected') return;
    let current = true;
    connection
      .request('livestream', { type: 'ping', livestreamId })
      .then((ack) => {
        if (current && ack.ok) setViewers(ack.viewers);
      })
      .catch((error: unknown) => console.warn('The viewer count got no answer', error));
    return () => {
      current = false;
    };
  }, [connection, connectionState, livestreamId]);

  return viewers;
}
