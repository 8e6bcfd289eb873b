import type { Show } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { CardImage } from './card-image';
import { imageUrl } from '@/lib/media-images';
import './media-card.css';
import { paths } from '@/lib/paths';

/** A show's vertical 2:3 poster, linking to the show page; `eager` for posters in the first screenful. */
export function ShowCard({ show, eager = false }: { show: Show; eager?: boolean }) {
  const poster = imageUrl(show.images, 'packshot-vertical', 'packshot');
  return (
    <Link className="show-card" to={paths.show(show.slug)}>
      <span className="show-card__art">
        {poster && <CardImage src={poster} width={200} height={300} eager={eager} />}
      </span>
      <span className="show-card__title">{show.title}</span>
    </Link>
  );
}
