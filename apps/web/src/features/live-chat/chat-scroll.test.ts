import { describe, expect, it } from 'vitest';
import { FOLLOW_SLACK_PX, followReducer, INITIAL_FOLLOW, isNearBottom } from './chat-scroll';

describe('auto-scroll of the chat', () => {
  it('counts the reader as at the bottom within the slack', () => {
    expect(isNearBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 600 - FOLLOW_SLACK_PX, clientHeight: 400, scrollHeight: 1000 })).toBe(
      true,
    );
    expect(isNearBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });

  it('follows new messages while the reader is at the bottom', () => {
    expect(followReducer(INITIAL_FOLLOW, { type: 'arrived', count: 3 })).toEqual({
      following: true,
      unseen: 0,
    });
  });

  it('pauses when the reader scrolls up, counting what arrives meanwhile', () => {
    const scrolledUp = followReducer(INITIAL_FOLLOW, { type: 'scrolled', nearBottom: false });
    const twoBatches = [2, 3].reduce(
      (state, count) => followReducer(state, { type: 'arrived', count }),
      scrolledUp,
    );
    expect(twoBatches).toEqual({ following: false, unseen: 5 });
    // Scrolling further up keeps the count.
    expect(followReducer(twoBatches, { type: 'scrolled', nearBottom: false })).toEqual(twoBatches);
  });

  it('resumes when the reader scrolls back down or asks for the new messages', () => {
    const paused = { following: false, unseen: 4 };
    expect(followReducer(paused, { type: 'scrolled', nearBottom: true })).toEqual(INITIAL_FOLLOW);
    expect(followReducer(paused, { type: 'jumped' })).toEqual(INITIAL_FOLLOW);
  });
});
