import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/testing/fixtures';
import { chooseLanguage, matchBrowserLanguage } from './choose-language';

const choose = (input: Partial<Parameters<typeof chooseLanguage>[0]>) =>
  chooseLanguage({
    languages: LANGUAGES,
    storedLanguageId: null,
    browserLanguages: [],
    settingsHidden: false,
    ...input,
  });

describe('chooseLanguage', () => {
  it('lets a stored selectedLanguageId win over the browser language', () => {
    expect(choose({ storedLanguageId: 7, browserLanguages: ['en-US'] })).toBe(7);
  });

  it('ignores a stored language the site no longer offers', () => {
    expect(choose({ storedLanguageId: 99, browserLanguages: ['de-DE'] })).toBe(7);
  });

  it('matches the browser language by code prefix', () => {
    expect(choose({ browserLanguages: ['de-CH'] })).toBe(7);
  });

  it('lets an exact code decide between several languages with the same prefix', () => {
    expect(choose({ browserLanguages: ['en-GB'] })).toBe(1);
    expect(choose({ browserLanguages: ['en-US'] })).toBe(4);
  });

  it('lets an exact alt code decide between several languages with the same prefix', () => {
    expect(choose({ browserLanguages: ['en-AU'] })).toBe(1);
    expect(choose({ browserLanguages: ['en'] })).toBe(4);
  });

  it('tries the browser languages in order of preference', () => {
    expect(choose({ browserLanguages: ['fr-FR', 'de'] })).toBe(7);
  });

  it('falls back to language 4', () => {
    expect(choose({ browserLanguages: ['fr-FR', 'ja'] })).toBe(4);
  });

  it('uses language 1 when language settings are hidden, whatever else is known', () => {
    expect(choose({ settingsHidden: true, storedLanguageId: 7, browserLanguages: ['de'] })).toBe(1);
  });
});

describe('matchBrowserLanguage', () => {
  it('compares codes without regard to case or separator', () => {
    expect(matchBrowserLanguage('EN_gb', LANGUAGES)?.id).toBe(1);
    expect(matchBrowserLanguage('en-ca', LANGUAGES)?.id).toBe(4);
  });

  it('takes the first language with the prefix when none matches exactly', () => {
    expect(matchBrowserLanguage('en-ZA', LANGUAGES)?.id).toBe(1);
  });
});
