/**
 * The plain values of catalog.ts, kept apart from its schemas so that the web app imports them without zod;
 * catalog.ts re-exports them.
 */

/**
 * Tus upload metadata: what the video is for (`target`: an episode by `mediaId`, the default, or a Greenlight
 * project's pitch by `projectId`) and the file's name.
 */
export const UPLOAD_METADATA = {
  target: 'target',
  mediaId: 'mediaId',
  projectId: 'projectId',
  filename: 'filename',
} as const;
