import type { Image } from '@crewcast/contracts/content';
import { hostBaseUrl } from '@/lib/runtime-config';

type ImageType = Image['type'];

/** The address of the first image of `type` (then of each fallback type), on the image host. */
export function imageUrl(images: readonly Image[], ...types: ImageType[]): string | null {
  for (const type of types) {
    const image = images.find((candidate) => candidate.type === type);
    if (image) return /^https?:\/\//.test(image.url) ? image.url : `${hostBaseUrl('images')}${image.url}`;
  }
  return null;
}
