import { describe, expect, it } from 'vitest';
import { perMinute, sampleSlot, toTenth, untilNextSlot } from './live-rules';

describe('live sampling rules', () => {
  it('puts every sample of a 10 s slot in that slot, whichever node takes it', () => {
    expect(sampleSlot(new Date('2026-03-10T12:00:00.000Z'), 10).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(sampleSlot(new Date('2026-03-10T12:00:09.999Z'), 10).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(sampleSlot(new Date('2026-03-10T12:00:10.000Z'), 10).toISOString()).toBe(
      '2026-03-10T12:00:10.000Z',
    );
  });

  it('waits for a second into the next slot, so a slow tick never lands in the slot before', () => {
    expect(untilNextSlot(new Date('2026-03-10T12:00:00.000Z'), 10)).toBe(11_000);
    expect(untilNextSlot(new Date('2026-03-10T12:00:07.500Z'), 10)).toBe(3_500);
    expect(untilNextSlot(new Date('2026-03-10T12:00:00.500Z'), 1)).toBe(750);
  });

  it('counts chat per minute of the broadcast, a short one as one minute', () => {
    expect(perMinute(90, 30 * 60)).toBe(3);
    expect(perMinute(10, 20)).toBe(10);
    expect(perMinute(7, 180)).toBe(2.3);
    expect(perMinute(0, 0)).toBe(0);
    expect(toTenth(1.25)).toBe(1.3);
  });
});
