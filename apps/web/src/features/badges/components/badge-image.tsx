import { hostBaseUrl } from '@/lib/runtime-config';

/** A badge's picture from the image host; decorative, since its name is always written beside it. */
export function BadgeImage({ url, size, className }: { url: string; size: number; className?: string }) {
  return (
    <img
      className={className}
      src={`${hostBaseUrl('images')}${url}`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
