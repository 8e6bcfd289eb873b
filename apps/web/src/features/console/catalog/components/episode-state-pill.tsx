import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { episodeState } from '../episode-state';
import '@/components/ui/status-pill.css';

const TONE = { listed: 'status-pill--positive', failed: 'status-pill--danger' } as const;

export function EpisodeStatePill({ episode }: { episode: AdminEpisode }) {
  const t = useTranslation();
  const state = episodeState(episode);
  const tone = state === 'listed' || state === 'failed' ? TONE[state] : '';
  return <span className={`status-pill ${tone}`}>{t(`console.catalog.state.${state}`)}</span>;
}
