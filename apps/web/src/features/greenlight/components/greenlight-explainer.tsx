import { TitledSection } from '@/components/layout/titled-section';
import { useTranslation } from '@/lib/i18n/i18n-provider';

const STEPS = ['earn', 'browse', 'contribute', 'watch'] as const;

/** The four steps: earn points, browse battles, contribute points, watch the winners. */
export function GreenlightExplainer() {
  const t = useTranslation();
  return (
    <TitledSection className="greenlight-explainer" title={t('greenlight.explainer.title')}>
      <ol className="plain-list tile-grid greenlight-explainer__steps">
        {STEPS.map((step, index) => (
          <li key={step} className="greenlight-explainer__step">
            <span className="greenlight-explainer__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`greenlight.explainer.${step}.title`)}</h3>
            <p>{t(`greenlight.explainer.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
