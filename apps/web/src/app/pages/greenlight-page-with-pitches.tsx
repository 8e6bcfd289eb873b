import { GreenlightPage } from '@/features/greenlight/greenlight-page';
import { attachSource } from '@/features/video/player/attach-source';

/** /greenlight: the battle page, its pitch videos played by the video feature's engines. */
export function GreenlightPageWithPitches() {
  return <GreenlightPage attachVideo={attachSource} />;
}
