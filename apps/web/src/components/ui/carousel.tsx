import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './carousel.css';

export interface CarouselProps {
  title: string;
  /** 'thumbnails' for 16:9 tiles, 'posters' for 2:3 vertical packshots. */
  variant?: 'thumbnails' | 'posters';
  /** A link beside the title, such as to the page that lists the whole row. */
  action?: ReactNode;
  /** One focusable tile (a link or a button) per item. */
  children: ReactNode;
}

interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** Allows for sub-pixel scroll offsets when deciding whether the strip is at an end. */
const EDGE_TOLERANCE_PX = 4;

/** A rail: a titled strip that scrolls by touch, wheel and arrow buttons, snapping to its cards. */
export function Carousel({ title, variant = 'thumbnails', action, children }: CarouselProps) {
  const t = useTranslation();
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () =>
      setEdges({
        atStart: track.scrollLeft <= EDGE_TOLERANCE_PX,
        atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - EDGE_TOLERANCE_PX,
      });
    track.addEventListener('scroll', measure, { passive: true });
    // Observing also measures once at the start, and again whenever the strip or its cards change size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  function scrollByPage(direction: -1 | 1) {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth });
  }

  return (
    <section className={`carousel carousel--${variant}`} aria-labelledby={titleId}>
      <div className="carousel__header">
        <h2 className="carousel__title" id={titleId}>
          {title}
        </h2>
        {action && <div className="carousel__action">{action}</div>}
        <div className="carousel__arrows">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('carousel.previous')}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('carousel.next')}
            disabled={edges.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
      <ul className="carousel__track" ref={trackRef}>
        {Children.map(children, (child) => (
          <li className="carousel__item">{child}</li>
        ))}
      </ul>
    </section>
  );
}
