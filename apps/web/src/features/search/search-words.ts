import { SEARCH_MAX_LENGTH } from '@crewcast/contracts/constants/content';

/** The URL parameter that holds the words, so a search can be linked to and survives a reload. */
export const SEARCH_PARAM = 'q';
/** How long typing must pause before the words are searched for. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The words as the server takes them: spaces collapsed, trimmed, and no longer than it accepts. */
export function searchWords(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}
