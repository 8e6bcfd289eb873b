import unhomoglyph from 'unhomoglyph';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters that show nothing (zero-width spaces and joiners, soft hyphens, bidi marks, variation selectors). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The form a filter compares: compatibility forms folded (full-width letters), invisible characters dropped,
 * lower case, and look-alike letters (Cyrillic, Greek, …) folded to Unicode's confusable prototypes.
 */
export function foldForMatching(text: string): string {
  return unhomoglyph(text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase());
}

/** The first blocked word or phrase a message contains as a whole word, however disguised; undefined if none. */
export function findBlockedWord(message: string, blockedWords: readonly string[]): string | undefined {
  const text = foldForMatching(message);
  return blockedWords.find((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(foldForMatching(word))}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}
