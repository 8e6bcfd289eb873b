import type { Image } from '@crewcast/contracts/content';
import type { ReactNode } from 'react';
import { imageUrl } from '@/lib/media-images';

/** The top of a show's and a season's page: the show's hero artwork behind the page's title and actions. */
export function ShowHero({ images, children }: { images: readonly Image[]; children: ReactNode }) {
  const hero = imageUrl(images, 'hero', 'packshot');
  return (
    <header className="art-hero show-hero">
      {hero && (
        <img className="show-hero__art" src={hero} alt="" width={2100} height={900} fetchPriority="high" />
      )}
      <div className="container show-hero__content">{children}</div>
    </header>
  );
}
