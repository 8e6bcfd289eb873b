import { describe, expect, it } from 'vitest';
import { parseExternalUrl } from './external-navigation';

describe('parseExternalUrl', () => {
  it('accepts web addresses', () => {
    expect(parseExternalUrl('https://store.example/shirts')?.href).toBe('https://store.example/shirts');
    expect(parseExternalUrl('http://example.org')?.host).toBe('example.org');
  });

  it.each([null, '', 'not a url', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/'])(
    'refuses %s',
    (value) => {
      expect(parseExternalUrl(value)).toBeNull();
    },
  );
});
