import type { MediaSummary } from '@crewcast/contracts/content';
import { describe, expect, it, vi } from 'vitest';
import type { AccessClaims } from '../../http/access-tokens';
import type { ContentService } from '../content/content.service';
import type { PlaybackService } from '../playback/playback.service';
import { createRecommendationsService } from './recommendations.service';
import { createWatchRankings } from './watch-rankings';

const memberOf = (userId: string) => ({ userId, familyId: `family-${userId}` }) as AccessClaims;
const episode = (id: number) => ({ id, seasonId: 1, title: `Episode ${id}` }) as unknown as MediaSummary;

function serviceWith(sharedTtlMs: number) {
  const content = {
    listLatest: vi.fn(async (_offset: number, limit: number) => [1, 2, 3, 4, 5].slice(0, limit).map(episode)),
    listMediaByIds: vi.fn(async (ids: number[]) => ids.map(episode)),
  };
  const playback = {
    continueWatching: vi.fn(async () => [{ ...episode(4), progress: { currentTime: 60, totalTime: 600 } }]),
    mostWatched: vi.fn(async () => [3, 1]),
  };
  const service = createRecommendationsService(
    content as unknown as ContentService,
    playback as unknown as PlaybackService,
    createWatchRankings(playback.mostWatched, 60_000),
    sharedTtlMs,
  );
  return { service, content, playback };
}

describe('rails that do not depend on the member', () => {
  it('are made once per reuse window for every member who asks, each count on its own', async () => {
    const { service, content } = serviceWith(60_000);
    const first = await service.rail('new', { count: 3, member: memberOf('a') });
    const second = await service.rail('new', { count: 3, member: memberOf('b') });
    expect(second.media).toEqual(first.media);
    expect(content.listLatest).toHaveBeenCalledTimes(1);
    // The same rail, so its answer JSON is written once for every member.
    expect(await service.rail('new', { count: 3, member: memberOf('c') })).toBe(
      await service.rail('new', { count: 3, member: memberOf('d') }),
    );
    await service.rail('new', { count: 5 });
    expect(content.listLatest).toHaveBeenCalledTimes(2);
    await service.rail('trending', { count: 2 });
    await service.rail('trending', { count: 2 });
    expect(content.listMediaByIds).toHaveBeenCalledTimes(1);
  });

  it('are made for every request when the window is 0', async () => {
    const { service, content } = serviceWith(0);
    await service.rail('new', { count: 3 });
    await service.rail('new', { count: 3 });
    expect(content.listLatest).toHaveBeenCalledTimes(2);
  });

  it('never share a member’s own rail', async () => {
    const { service, playback } = serviceWith(60_000);
    await service.rail('continue-watching', { count: 3, member: memberOf('a') });
    await service.rail('continue-watching', { count: 3, member: memberOf('b') });
    expect(playback.continueWatching).toHaveBeenCalledTimes(2);
    expect(playback.continueWatching).toHaveBeenLastCalledWith(memberOf('b'), 3);
  });
});
