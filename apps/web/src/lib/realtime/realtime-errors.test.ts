import type { RealtimeAck } from '@crewcast/contracts/realtime';
import { REALTIME_ERROR_CODES } from '@crewcast/contracts/realtime';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/translate';
import { failureSlug, failureText, formatWait, outcomeOf } from './realtime-errors';

const t = createTranslator(
  [
    ['realtime.error.slowMode.wait', 'Slow mode is on: you can send again in |0.'],
    ['realtime.error.banned', 'You’re banned from the chat.'],
    ['realtime.wait.seconds', '|0 s'],
    ['realtime.wait.minutes', '|0 min'],
    ['realtime.wait.hours', '|0 h'],
  ].map(([stringSlug, text]) => ({
    stringSlug: stringSlug ?? '',
    text: text ?? '',
    requiresTranslation: false,
    fallBackLanguageTranslation: '',
  })),
);

describe('realtime error words', () => {
  it('has words for every code the server sends', () => {
    for (const error of REALTIME_ERROR_CODES)
      expect(failureSlug({ error })).toMatch(/^realtime\.error\.\w+$/);
    expect(new Set(REALTIME_ERROR_CODES.map((error) => failureSlug({ error }))).size).toBe(
      REALTIME_ERROR_CODES.length,
    );
  });

  it('says how long to wait for slow mode, the rate limit and time-outs', () => {
    expect(failureSlug({ error: 'SLOW_MODE', retryAfterSeconds: 12 })).toBe('realtime.error.slowMode.wait');
    expect(failureSlug({ error: 'RATE_LIMITED', retryAfterSeconds: 1 })).toBe(
      'realtime.error.rateLimited.wait',
    );
    expect(failureSlug({ error: 'TIMED_OUT', retryAfterSeconds: 540 })).toBe('realtime.error.timedOut.wait');
    expect(failureSlug({ error: 'BANNED', retryAfterSeconds: 60 })).toBe('realtime.error.banned');
    expect(failureText(t, { error: 'SLOW_MODE', retryAfterSeconds: 12 })).toBe(
      'Slow mode is on: you can send again in 12 s.',
    );
    expect(failureText(t, { error: 'BANNED' })).toBe('You’re banned from the chat.');
  });

  it('puts waits in seconds, minutes or hours, rounded up', () => {
    expect(formatWait(t, 0.2)).toBe('1 s');
    expect(formatWait(t, 59)).toBe('59 s');
    expect(formatWait(t, 61)).toBe('2 min');
    expect(formatWait(t, 3600)).toBe('1 h');
  });
});

describe('request outcomes', () => {
  it('passes on an acknowledgement, and turns no answer into UNAVAILABLE', async () => {
    const refused: RealtimeAck<object> = {
      ok: false,
      error: 'SLOW_MODE',
      message: 'Slow',
      retryAfterSeconds: 3,
    };
    expect(await outcomeOf(Promise.resolve(refused))).toEqual({
      ok: false,
      error: 'SLOW_MODE',
      retryAfterSeconds: 3,
    });
    expect(await outcomeOf(Promise.resolve({ ok: true as const, viewers: 4 }))).toEqual({
      ok: true,
      viewers: 4,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await outcomeOf(Promise.reject(new Error('operation has timed out')))).toEqual({
      ok: false,
      error: 'UNAVAILABLE',
    });
    warn.mockRestore();
  });
});
