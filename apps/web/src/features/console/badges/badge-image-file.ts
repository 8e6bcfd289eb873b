import { BADGE_IMAGE_MAX_BYTES, BADGE_IMAGE_TYPES, type BadgeImageUpload } from '@crewcast/contracts/badges';

export type BadgeImageProblem = 'wrongType' | 'tooLarge';

/** Why a chosen file cannot be a badge image (the server checks the content again), or null. */
export function badgeImageProblem(file: Pick<File, 'type' | 'size'>): BadgeImageProblem | null {
  if (!(BADGE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > BADGE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The file as the upload the console's badge endpoints take: its type and base64 bytes. */
export function badgeImageUpload(file: File): Promise<BadgeImageUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    // A data URL is `data:<type>;base64,<bytes>`.
    reader.onload = () =>
      resolve({
        contentType: file.type as BadgeImageUpload['contentType'],
        data: String(reader.result).slice(String(reader.result).indexOf(',') + 1),
      });
    reader.readAsDataURL(file);
  });
}
