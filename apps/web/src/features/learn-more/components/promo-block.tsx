import type { PromoImage, PromoSection } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import { usePromoSection } from '../api/get-promo-section';
import '@/components/marketing/marketing.css';

export interface PromoFallback {
  title: string;
  text: string;
  button: string;
  url: string;
}

/**
 * A promo section from the content host (pictures, title, text, buttons); a network that has not set it up
 * shows the built-in `fallback` text instead.
 */
export function PromoBlock({
  name,
  fallback,
  reverse = false,
}: {
  name: string;
  fallback: PromoFallback;
  reverse?: boolean;
}) {
  const promo = usePromoSection(name);
  const className = reverse ? 'promo-block promo-block--reverse' : 'promo-block';
  if (promo.isPending) {
    return (
      <div className={className} aria-busy="true">
        <Skeleton aspectRatio="16 / 9" />
        <div className="promo-block__text">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="80%" />
        </div>
      </div>
    );
  }
  const section: PromoSection = promo.isSuccess ? promo.data : toSection(name, fallback);
  return <PromoContent section={section} className={className} />;
}

function toSection(name: string, { title, text, button, url }: PromoFallback): PromoSection {
  return {
    name,
    images: [],
    text: [
      { type: 'title', text: title },
      { type: 'text', text },
      { type: 'button', text: button },
    ],
    urls: [url],
  };
}

function imageAddress(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${hostBaseUrl('images')}${url}`;
}

/** Art-directed crops: 16:9 from small screens up, 4:3 on phones; a plain picture keeps its own shape. */
function PromoPicture({ images }: { images: readonly PromoImage[] }) {
  const byOrientation = (orientation: PromoImage['orientation']) =>
    images.find((image) => image.orientation === orientation);
  const wide = byOrientation('horizontal') ?? byOrientation('wide');
  const phone = byOrientation('narrow') ?? byOrientation('vertical') ?? wide;
  const plain = images.find((image) => image.type === 'img') ?? images[0];
  if (!wide && !phone) {
    // Without pictures a panel in the theme's colours keeps the block's shape.
    return plain ? (
      <img
        className="promo-block__image promo-block__image--plain"
        src={imageAddress(plain.url)}
        alt={plain.alt}
        loading="lazy"
      />
    ) : (
      <div className="promo-block__art" aria-hidden="true" />
    );
  }
  const fallback = (phone ?? wide) as PromoImage;
  return (
    <picture className="promo-block__picture">
      {wide && <source media="(min-width: 576px)" srcSet={imageAddress(wide.url)} />}
      <img
        className="promo-block__image"
        src={imageAddress(fallback.url)}
        alt={fallback.alt}
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

function PromoContent({ section, className }: { section: PromoSection; className: string }) {
  const t = useTranslation();
  const titleId = `promo-${section.name}-title`;
  // A button's target is the entry of the urls at its place among the buttons.
  const buttonTargets = section.text.map(
    (entry, index) =>
      section.urls[section.text.slice(0, index).filter((earlier) => earlier.type === 'button').length] ?? '',
  );
  return (
    <section className={className} aria-labelledby={titleId}>
      <PromoPicture images={section.images} />
      <div className="promo-block__text">
        {section.text.map((entry, index) => {
          if (entry.type === 'title') {
            return (
              <h2 key={index} className="marketing-section__title" id={titleId}>
                {entry.text}
              </h2>
            );
          }
          if (entry.type === 'text') {
            return (
              <p key={index} className="promo-block__body">
                {entry.text}
              </p>
            );
          }
          return (
            <PromoButton
              key={index}
              text={entry.text}
              url={buttonTargets[index] ?? ''}
              newTabLabel={t('common.opensInNewTab')}
            />
          );
        })}
      </div>
    </section>
  );
}

function PromoButton({ text, url, newTabLabel }: { text: string; url: string; newTabLabel: string }) {
  const className = `${buttonClassName('secondary')} promo-block__button`;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link className={className} to={url}>
        {text}
      </Link>
    );
  }
  const external = parseExternalUrl(url);
  if (!external) return null;
  return (
    <a className={className} href={external.href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
