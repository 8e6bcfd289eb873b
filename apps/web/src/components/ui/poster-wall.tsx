import './poster-wall.css';

export interface PosterWallProps {
  /** Places, tilts and fades the wall on its page. */
  className: string;
  posters: number;
}

/** Artwork stand-in: a wall of posters in the theme's colours, hidden from assistive technology. */
export function PosterWall({ className, posters }: PosterWallProps) {
  return (
    <div className={`poster-wall ${className}`} aria-hidden="true">
      {Array.from({ length: posters }, (_, index) => (
        <span key={index} className="poster-wall__poster" />
      ))}
    </div>
  );
}
