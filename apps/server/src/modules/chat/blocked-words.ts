const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first blocked word or phrase a message contains as a whole word, in any case; undefined if none. */
export function findBlockedWord(message: string, blockedWords: readonly string[]): string | undefined {
  const text = message.toLowerCase();
  return blockedWords.find((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}
