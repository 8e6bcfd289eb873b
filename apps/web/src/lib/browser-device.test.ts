import { describe, expect, it } from 'vitest';
import { deviceModel } from './browser-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';

describe('the device model a sign-in records', () => {
  it('is the operating system and the browser', () => {
    expect(deviceModel({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('iOS Safari');
  });

  it('names an unknown browser by its user agent rather than by words in one language', () => {
    expect(deviceModel({ userAgent: 'ExoticBrowser/2.1', maxTouchPoints: 0 })).toBe('ExoticBrowser/2.1');
    expect(deviceModel({ userAgent: 'x'.repeat(300), maxTouchPoints: 0 })).toHaveLength(120);
  });
});
