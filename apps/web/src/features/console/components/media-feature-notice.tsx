import type { MediaFeatureStatus } from '@crewcast/contracts/health';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useMediaFeatures } from '../api/get-media-features';
import './media-feature-notice.css';

/** On a feature's own page: a warning when this server's ffmpeg cannot serve it, naming what it lacks. */
export function MediaFeatureNotice({
  feature,
}: {
  feature: Exclude<MediaFeatureStatus['feature'], 'demoClips'>;
}) {
  const t = useTranslation();
  const features = useMediaFeatures();
  const status = features.data?.features.find((entry) => entry.feature === feature);
  if (!status || status.available) return null;
  return (
    <div className="media-feature-notice" role="status" data-testid="media-feature-notice">
      <strong>{t(`console.media.unavailable.${feature}`)}</strong>
      <span>{status.error ?? t('console.media.unavailable.missing', status.missing.join(', '))}</span>
    </div>
  );
}
