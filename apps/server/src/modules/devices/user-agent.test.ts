import { describe, expect, it } from 'vitest';
import { namesFromUserAgent } from './user-agent';

describe('names read from a User-Agent header', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', system: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', system: 'iOS 17' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari 17', system: 'macOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 124', system: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox 128', system: 'Linux' },
    ],
  ])('%s', (userAgent, names) => {
    expect(namesFromUserAgent(userAgent)).toEqual(names);
  });

  it('names nothing it cannot read', () => {
    expect(namesFromUserAgent('curl/8.0')).toEqual({ browser: null, system: null });
    expect(namesFromUserAgent(null)).toEqual({ browser: null, system: null });
  });
});
