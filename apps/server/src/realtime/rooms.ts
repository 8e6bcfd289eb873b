/** The socket.io rooms the gateway uses; one place names them. */
export const rooms = {
  member: (userId: string) => `member:${userId}`,
  session: (familyId: string) => `session:${familyId}`,
  video: (mediaId: number) => `video:${mediaId}`,
  livestream: (livestreamId: string) => `livestream:${livestreamId}`,
  /** Every open Greenlight page. */
  greenlight: 'greenlight',
};

const LIVESTREAM_PREFIX = 'livestream:';

/** The livestream id of a livestream room's name, else undefined. */
export function livestreamOfRoom(room: string): string | undefined {
  return room.startsWith(LIVESTREAM_PREFIX) ? room.slice(LIVESTREAM_PREFIX.length) : undefined;
}
