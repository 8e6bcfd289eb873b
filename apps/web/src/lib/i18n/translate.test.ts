import { describe, expect, it } from 'vitest';
import { translations } from '@/testing/fixtures';
import { createTranslator, fillPlaceholders } from './translate';

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
});
