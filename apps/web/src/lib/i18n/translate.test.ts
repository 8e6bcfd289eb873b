import { describe, expect, it } from 'vitest';
import { translations } from '@/testing/fixtures';
import { LATIN_DIGIT_LANGUAGES, countSlug, createTranslator, fillPlaceholders } from './translate';

describe('translate', () => {
  it('shows the text of a slug', () => {
    const t = createTranslator(translations({ 'faq.title': 'FAQ' }));
    expect(t('faq.title')).toBe('FAQ');
  });

  it('shows a missing slug as itself prefixed with []', () => {
    expect(createTranslator([])('faq.title')).toBe('[]faq.title');
  });

  it('replaces |0 and |1 with the arguments, wherever and however often they appear', () => {
    const t = createTranslator(translations({ limit: 'You have reached your device limit of |0! |1 |0' }));
    expect(t('limit', 5, 'Sorry.')).toBe('You have reached your device limit of 5! Sorry. 5');
  });

  it('leaves placeholders without an argument as they are', () => {
    expect(fillPlaceholders('|0 and |1', ['one'])).toBe('one and |1');
  });

  it('uses the fallback-language text of a string not yet translated', () => {
    const t = createTranslator([
      { stringSlug: 'menu.home', text: '', fallBackLanguageTranslation: 'Home', requiresTranslation: true },
    ]);
    expect(t('menu.home')).toBe('Home');
  });

  it('writes numbers the member’s language’s way, leaving four-digit numbers such as years ungrouped', () => {
    const texts = translations({ viewers: '|0 watching', year: 'Since |0' });
    expect(createTranslator(texts, 'en-US')('viewers', 12500)).toBe('12,500 watching');
    expect(createTranslator(texts, 'de-DE')('viewers', 12500)).toBe('12.500 watching');
    expect(createTranslator(texts, 'de-DE')('year', 2026)).toBe('Since 2026');
  });

  it('writes small whole numbers as Intl would in every language it writes them without a formatter', () => {
    const regional = ['en-GB', 'fr-CA', 'es-419', 'pt-BR', 'zh-Hant-TW'];
    const otherDigits = ['ar', 'ar-EG', 'fa', 'bn', 'mr', 'my', 'en-u-nu-arab'];
    for (const locale of [...LATIN_DIGIT_LANGUAGES, ...regional, ...otherDigits])
      for (const value of [0, 7, 42, 999, 1000, 9999, 10_000, 123_456, -5, 2.5]) {
        const intl = new Intl.NumberFormat(locale, { useGrouping: 'min2' }).format(value);
        expect(fillPlaceholders('|0', [value], locale), `${value} in ${locale}`).toBe(intl);
      }
    expect(fillPlaceholders('|0', [42], 'ar-EG')).toBe('٤٢');
  });

  it('picks the singular or plural form as the language counts', () => {
    expect(countSlug('gift.months', 1, 'en')).toBe('gift.months.one');
    expect(countSlug('gift.months', 0, 'en')).toBe('gift.months.other');
    expect(countSlug('gift.months', 0, 'fr')).toBe('gift.months.one');
    expect(countSlug('gift.months', 2, 'fr')).toBe('gift.months.other');
  });
});
