import { describe, expect, it } from 'vitest';
import { findBlockedWord } from './blocked-words';

describe('blocked words', () => {
  const words = ['spoiler', 'bad word', 'c++'];

  it('finds a blocked word or phrase as a whole word in any case', () => {
    expect(findBlockedWord('Big SPOILER ahead', words)).toBe('spoiler');
    expect(findBlockedWord('that is a Bad Word!', words)).toBe('bad word');
    expect(findBlockedWord('I write c++ daily', words)).toBe('c++');
    expect(findBlockedWord('spoiler', words)).toBe('spoiler');
  });

  it('leaves words that only contain a blocked one', () => {
    expect(findBlockedWord('no spoilers here', words)).toBeUndefined();
    expect(findBlockedWord('a bad wordsmith', words)).toBeUndefined();
    expect(findBlockedWord('ÿspoiler', words)).toBeUndefined();
    expect(findBlockedWord('anything', [])).toBeUndefined();
  });

  it('sees through invisible characters, full-width letters and look-alike letters of other scripts', () => {
    expect(findBlockedWord('big spo\u200Biler ahead', words)).toBe('spoiler');
    expect(findBlockedWord('bad\u00AD w\u2060ord', words)).toBe('bad word');
    expect(findBlockedWord('ｓｐｏｉｌｅｒ alert', words)).toBe('spoiler');
    expect(findBlockedWord('SPＯILER', words)).toBe('spoiler');
    // Cyrillic а, о, р, е, ѕ, і stand in for their Latin twins.
    expect(findBlockedWord('ѕроilеr', words)).toBe('spoiler');
    expect(findBlockedWord('bаd wоrd', words)).toBe('bad word');
    expect(findBlockedWord('no ѕроilеrѕ here', words)).toBeUndefined();
  });
});
