import { describe, expect, it } from 'vitest';
import { isoFromUtcInput, utcInputValue } from './battle-times';

describe('battle times in the console', () => {
  it('reads and writes the inputs as UTC', () => {
    expect(isoFromUtcInput('2026-12-01T18:30')).toBe('2026-12-01T18:30:00.000Z');
    expect(utcInputValue('2026-12-01T18:30:00.000Z')).toBe('2026-12-01T18:30');
    expect(isoFromUtcInput('')).toBeNull();
    expect(isoFromUtcInput('2026-13-45T99:00')).toBeNull();
  });
});
