import { describe, expect, it } from 'vitest';
import { camelRows } from './camel-rows';

describe('camelRows', () => {
  it('names each column by its camelCase property and keeps its value as read', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      camelRows([{ user_id: 'u1', subscribers_at_start: 3, p95_ms: null, ended_at: at, email: 'a@b.c' }]),
    ).toEqual([{ userId: 'u1', subscribersAtStart: 3, p95Ms: null, endedAt: at, email: 'a@b.c' }]);
  });
});
