import { Skeleton } from '@/components/ui/skeleton';
import '@/components/ui/carousel.css';
import './media-card.css';

const SKELETON_TILES = 6;

/** A rail's place while its items load: a title line and a strip of tiles of the rail's shape. */
export function RailSkeleton({ variant = 'thumbnails' }: { variant?: 'thumbnails' | 'posters' }) {
  return (
    <div className={`carousel carousel--${variant}`} aria-hidden="true">
      <Skeleton shape="text" width="12rem" />
      <div className="carousel__track">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Skeleton key={index} aspectRatio={variant === 'posters' ? '2 / 3' : '16 / 9'} />
        ))}
      </div>
    </div>
  );
}
