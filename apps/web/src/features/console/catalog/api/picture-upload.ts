import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type ImageUploadBody } from '@crewcast/contracts/catalog';

/** Thrown before sending a file the server would refuse; the message is a string slug. */
export class PictureRefused extends Error {}

/** A picture file as the catalog's image routes take it: its type and its bytes in base64. */
export async function pictureUpload(file: File): Promise<ImageUploadBody> {
  const contentType = IMAGE_CONTENT_TYPES.find((type) => type === file.type);
  if (!contentType) throw new PictureRefused('console.catalog.picture.wrongType');
  if (file.size > MAX_IMAGE_BYTES) throw new PictureRefused('console.catalog.picture.tooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { contentType, data: btoa(binary) };
}
