import type { ThemeValues } from '@crewcast/contracts/site';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/**
 * A small copy of the site's look (menu, a card, text, buttons, an error) drawn with the draft theme: the
 * variables are set on this panel alone, so the rest of the console keeps the saved theme.
 */
export function ThemePreview({ values }: { values: ThemeValues }) {
  const t = useTranslation();
  return (
    <figure className="theme-preview" aria-labelledby="theme-preview-caption">
      <figcaption className="theme-preview__caption" id="theme-preview-caption">
        {t('console.site.theme.preview')}
      </figcaption>
      <div className="theme-preview__site" style={values as CSSProperties} data-testid="theme-preview">
        <div className="theme-preview__menu">
          <span className="theme-preview__logo">{t('app.name')}</span>
          <span className="theme-preview__link">{t('menu.home')}</span>
          <span className="theme-preview__link theme-preview__link--muted">
            {t('console.site.theme.preview.link')}
          </span>
        </div>
        <div className="theme-preview__body">
          <div className="theme-preview__card">
            <div className="theme-preview__art" aria-hidden="true" />
            <div className="theme-preview__card-text">
              <p className="theme-preview__title">{t('console.site.theme.preview.title')}</p>
              <p className="theme-preview__muted">{t('console.site.theme.preview.muted')}</p>
              <div className="theme-preview__progress" aria-hidden="true">
                <span />
              </div>
            </div>
          </div>
          <div className="theme-preview__actions">
            <span className="theme-preview__button">{t('console.site.theme.preview.button')}</span>
            <span className="theme-preview__button theme-preview__button--secondary">
              {t('console.site.theme.preview.secondary')}
            </span>
          </div>
          <p className="theme-preview__input">{t('console.site.theme.preview.input')}</p>
          <p className="theme-preview__danger">{t('console.site.theme.preview.danger')}</p>
        </div>
      </div>
    </figure>
  );
}
