import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoomBatcher } from './room-batcher';

afterEach(() => vi.useRealTimers());

describe('room batcher', () => {
  it('sends each room’s items as one array per tick, in the order they came', () => {
    vi.useFakeTimers();
    const sent: Array<[string, number[]]> = [];
    const batcher = createRoomBatcher<number>((room, items) => sent.push([room, items]), 100);
    batcher.add('a', 1);
    batcher.add('b', 2);
    batcher.add('a', 3);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
    vi.advanceTimersByTime(300);
    expect(sent).toHaveLength(2);
    batcher.add('a', 4);
    batcher.close();
    expect(sent.at(-1)).toEqual(['a', [4]]);
  });
});
