import type { HTMLAttributes } from 'react';
import './card.css';

/** A raised surface grouping related content. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `card ${className}` : 'card'} {...props} />;
}
