import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { useTranslation } from '@/lib/i18n/i18n-provider';

type LiveStream = LivestreamStatus['streams'][number];

/**
 * The place of the livestream player (SPEC section 2: "shows a video player if live"). The player itself comes
 * with live ingest; until then the 16:9 stage names the stream that is on.
 */
export function LivestreamPlayerSlot({ stream }: { stream: LiveStream }) {
  const t = useTranslation();
  return (
    <div className="live-stage live-stage--live" data-slot="livestream-player">
      <span className="live-stage__pill live-stage__pill--live">{t('live.pill.live')}</span>
      <h1 className="live-stage__title">{stream.title}</h1>
    </div>
  );
}
