import { beforeEach, vi } from 'vitest';

/** Answers media queries (no match) for each test of the file: charts ask for them, and jsdom has none. */
export function answerMediaQueries(): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    return () => vi.unstubAllGlobals();
  });
}
