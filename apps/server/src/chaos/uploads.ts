import { randomUUID } from 'node:crypto';
import type { ChaosHttp } from './http';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A new episode to upload into: a show, its season, the episode (a retry may leave an extra one: no matter). */
async function newEpisode(http: ChaosHttp, token: string): Promise<number> {
  const show = await http.untilAnswered(() =>
    http.request('POST', '/v1/admin/catalog/shows', {
      token,
      body: {
        slug: `chaos-${randomUUID().slice(0, 8)}`,
        title: 'Chaos Hour',
        description: 'Made under fire.',
        tags: [],
      },
    }),
  );
  if (show.status !== 200) throw new Error(`show refused: ${JSON.stringify(show.body)}`);
  const withSeason = await http.untilAnswered(() =>
    http.request('POST', `/v1/admin/catalog/shows/${show.body.id as number}/seasons`, {
      token,
      body: { title: 'Season 1' },
    }),
  );
  const seasons = withSeason.body.seasons as Array<{ id: number }>;
  const episode = await http.untilAnswered(() =>
    http.request('POST', `/v1/admin/catalog/seasons/${seasons[0]!.id}/episodes`, {
      token,
      body: {
        title: 'Pilot',
        description: 'Uploaded while the server was killed.',
        isFree: true,
        publishedAt: null,
      },
    }),
  );
  if (episode.status !== 200) throw new Error(`episode refused: ${JSON.stringify(episode.body)}`);
  return episode.body.id as number;
}

/**
 * Uploads a video as the console does (tus, in pieces), carrying on from the offset the server reports after each
 * interruption. Answers the episode once the server accepted the last byte; undefined when the upload itself was
 * lost before it was created.
 */
export async function upload(http: ChaosHttp, token: string, video: Buffer): Promise<number | undefined> {
  const mediaId = await newEpisode(http, token);
  const created = await http.untilAnswered(() =>
    http.request('POST', '/v1/admin/uploads', {
      token,
      headers: {
        ...TUS,
        'upload-length': String(video.length),
        'upload-metadata': `mediaId ${b64(String(mediaId))},filename ${b64('chaos.mp4')}`,
      },
    }),
  );
  if (created.status !== 201) throw new Error(`upload refused: ${JSON.stringify(created.body)}`);
  const location = new URL(created.headers.location!, 'http://x').pathname;
  const piece = Math.ceil(video.length / 4);
  for (;;) {
    const head = await http.untilAnswered(() => http.request('HEAD', location, { token, headers: TUS }));
    if (head.status === 404 || head.status === 410) return undefined;
    if (head.status !== 200) throw new Error(`upload state refused: ${head.status} ${JSON.stringify(head)}`);
    const offset = Number(head.headers['upload-offset']);
    if (offset >= video.length) return mediaId;
    const sent = await http.request('PATCH', location, {
      token,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(offset, offset + piece),
    });
    if (sent?.status === 204 && offset + piece >= video.length) return mediaId;
    if (sent && sent.status >= 400 && sent.status < 500 && sent.status !== 409)
      throw new Error(`upload piece refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
}
