import type { Curation } from '@crewcast/contracts/catalog';
import type { MediaSummary } from '@crewcast/contracts/content';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The home page as members will see it: the first active banner as the hero, then each special channel's rail. */
export function HomePreview({ curation, media }: { curation: Curation; media: MediaSummary[] }) {
  const t = useTranslation();
  const hero = curation.banners.find((banner) => banner.active);
  const heroImage = hero?.images.find((image) => image.type === 'hero') ?? hero?.images[0];
  const byId = new Map(media.map((item) => [item.id, item]));

  return (
    <aside className="catalog__preview" aria-labelledby="curation-preview">
      <h2 id="curation-preview">{t('console.catalog.preview')}</h2>
      <div className="catalog__preview-screen">
        {hero ? (
          <div className="catalog__preview-hero">
            {heroImage && <img src={heroImage.url} alt="" />}
            <div className="catalog__preview-hero-text">
              <strong>{hero.title}</strong>
              {hero.text && <span>{hero.text}</span>}
            </div>
          </div>
        ) : (
          <p className="catalog__muted">{t('console.catalog.preview.noHero')}</p>
        )}
        {curation.specialChannels.map((channel) => (
          <div key={channel.name} className="catalog__preview-rail">
            <strong id={`preview-rail-${channel.name}`}>{channel.title}</strong>
            {/* A strip that scrolls sideways: focusable, so a keyboard can scroll it too. */}
            <ul tabIndex={0} aria-labelledby={`preview-rail-${channel.name}`}>
              {channel.mediaIds.flatMap((id) => {
                const item = byId.get(id);
                if (!item) return [];
                const thumbnail = item.images.find((image) => image.type === 'thumbnail');
                return [
                  <li key={id}>
                    {thumbnail ? <img src={thumbnail.url} alt="" /> : <span />}
                    <span>{item.title}</span>
                  </li>,
                ];
              })}
            </ul>
          </div>
        ))}
      </div>
    </aside>
  );
}
