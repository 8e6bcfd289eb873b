import type { MediaWithProgress } from '@crewcast/contracts/content';
import { Skeleton } from '@/components/ui/skeleton';
import { MediaCard } from './media-card';
import './media-card.css';

export interface MediaGridProps {
  media: readonly MediaWithProgress[];
  /** How many of the first cards load their images at once (those above the fold); none unless told. */
  eagerCount?: number;
}

/** Episodes as a grid of cards. */
export function MediaGrid({ media, eagerCount = 0 }: MediaGridProps) {
  return (
    <ul className="plain-list media-grid">
      {media.map((item, index) => (
        <li key={item.id}>
          <MediaCard media={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles in the grid's place while it loads, hidden from assistive technology. */
export function MediaGridSkeleton({ tiles }: { tiles: number }) {
  return (
    <ul className="plain-list media-grid" aria-hidden="true">
      {Array.from({ length: tiles }, (_, index) => (
        <li key={index}>
          <Skeleton aspectRatio="16 / 9" />
        </li>
      ))}
    </ul>
  );
}
