/**
 * A card's picture: decorative, since the card's own text names what it shows, and loaded lazily unless the
 * card is in the first screenful (`eager`).
 */
export function CardImage({
  src,
  width,
  height,
  eager,
}: {
  src: string;
  width: number;
  height: number;
  eager: boolean;
}) {
  return (
    <img src={src} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
}
