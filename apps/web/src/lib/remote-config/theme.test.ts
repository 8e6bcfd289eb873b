import { describe, expect, it } from 'vitest';
import { applyTheme, themeRule } from './theme';

describe('theme', () => {
  it('keeps the theme variables of the remote CSS', () => {
    expect(themeRule(':root{--cc-bg:#000;--cc-font:"Inter", sans-serif}')).toBe(
      ':root{--cc-bg:#000;--cc-font:"Inter", sans-serif}',
    );
  });

  it('drops anything that is not a theme variable', () => {
    expect(themeRule(':root{--cc-accent:red;--evil:1} body{display:none} --cc-text:#fff')).toBe(
      ':root{--cc-accent:red;--cc-text:#fff}',
    );
    expect(themeRule('body{display:none}')).toBe('');
  });

  it('injects one style element and replaces it on the next theme', () => {
    applyTheme(':root{--cc-bg:#111}');
    applyTheme(':root{--cc-bg:#222}');
    const styles = document.head.querySelectorAll('style#crewcast-theme');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(':root{--cc-bg:#222}');
  });
});
