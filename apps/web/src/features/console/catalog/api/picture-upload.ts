import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type ImageUploadBody } from '@crewcast/contracts/catalog';

/** Thrown before sending a file the server would refuse; the message is a string slug. */
export class PictureRefused extends Error {}

const contentTypeOf = (file: File) => IMAGE_CONTENT_TYPES.find((type) => type === file.type);

/** Why the server would refuse a picture file (a string slug), or nothing when it would take it. */
export function pictureProblem(file: File): string | undefined {
  if (!contentTypeOf(file)) return 'console.catalog.picture.wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'console.catalog.picture.tooLarge';
  return undefined;
}

/** A picture file as the catalog's image routes take it: its type and its bytes in base64. */
export async function pictureUpload(file: File): Promise<ImageUploadBody> {
  const problem = pictureProblem(file);
  const contentType = contentTypeOf(file);
  if (problem || !contentType) throw new PictureRefused(problem);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { contentType, data: btoa(binary) };
}
