import { SEARCH_MAX_LENGTH } from '@crewcast/contracts/constants/content';
import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('collapses and trims spaces', () => {
    expect(searchWords('  night \n  shift ')).toBe('night shift');
  });

  it('is empty for blank input', () => {
    expect(searchWords(' \t ')).toBe('');
  });

  it('keeps no more than the server accepts', () => {
    expect(searchWords('a'.repeat(SEARCH_MAX_LENGTH + 20))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
