import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { chooseLivestream, defaultChatId } from './livestream-choice';

const stream = (livestreamId: string, requiresSubscription = false) => ({
  livestreamId,
  title: `Stream ${livestreamId}`,
  url: `/live/${livestreamId}.m3u8`,
  requiresSubscription,
});
const next = {
  livestreamId: 'next',
  title: 'Crew Live',
  scheduledStart: '2026-11-27T18:00:00Z',
  requiresSubscription: false,
};
const live = (...streams: ReturnType<typeof stream>[]): LivestreamStatus => ({
  isLive: true,
  streams,
  nextStream: null,
  starting: [],
});
const offline = (
  nextStream: LivestreamStatus['nextStream'],
  starting: LivestreamStatus['starting'] = [],
): LivestreamStatus => ({
  isLive: false,
  streams: [],
  nextStream,
  starting,
});
const starting = (livestreamId: string) => ({
  livestreamId,
  title: `Stream ${livestreamId}`,
  requiresSubscription: false,
});

describe('the livestream page’s choice (SPEC section 4)', () => {
  it('waits for the status', () => {
    expect(chooseLivestream(null, undefined, true)).toEqual({ kind: 'loading' });
  });

  it('plays the stream asked for by id, or the first live stream', () => {
    const status = live(stream('a'), stream('b'));
    expect(chooseLivestream(status, 'b', false)).toEqual({ kind: 'live', stream: stream('b') });
    expect(chooseLivestream(status, undefined, false)).toEqual({ kind: 'live', stream: stream('a') });
    expect(chooseLivestream(status, 'gone', false)).toEqual({ kind: 'live', stream: stream('a') });
  });

  it('sends members without a subscription to payment for a subscriber stream', () => {
    const status = live(stream('a', true));
    expect(chooseLivestream(status, undefined, false)).toEqual({ kind: 'payment' });
    expect(chooseLivestream(status, undefined, true)).toEqual({ kind: 'live', stream: stream('a', true) });
    // Until the member's subscription is known, nothing is decided.
    expect(chooseLivestream(status, undefined, undefined)).toEqual({ kind: 'loading' });
  });

  it('is offline without a live stream, with the next stream and its chat when one is scheduled', () => {
    expect(chooseLivestream(offline(null), undefined, true)).toEqual({
      kind: 'offline',
      next: null,
      chatId: null,
    });
    expect(chooseLivestream(offline(next), undefined, false)).toEqual({
      kind: 'offline',
      next,
      chatId: 'next',
    });
    expect(chooseLivestream(offline(next), 'older', false)).toEqual({
      kind: 'offline',
      next,
      chatId: 'older',
    });
  });

  it('shows a stream whose encoder is connected as starting rather than the next stream', () => {
    const status = offline(next, [starting('a'), starting('b')]);
    expect(chooseLivestream(status, undefined, false)).toEqual({ kind: 'starting', stream: starting('a') });
    expect(chooseLivestream(status, 'b', false)).toEqual({ kind: 'starting', stream: starting('b') });
    // Another stream asked for by id is not the one starting.
    expect(chooseLivestream(status, 'older', false)).toEqual({ kind: 'offline', next, chatId: 'older' });
  });

  it('gives the pop-out chat the live stream, else the next one', () => {
    expect(defaultChatId(live(stream('a'), stream('b')))).toBe('a');
    expect(defaultChatId(offline(next))).toBe('next');
    expect(defaultChatId(offline(null))).toBeNull();
  });
});
