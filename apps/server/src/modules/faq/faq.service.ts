import type { FaqItem } from '@crewcast/contracts/faq';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import type { LocalisationRepository } from '../localisation/localisation.repository';
import type { FaqRepository } from './faq.repository';

export function createFaqService(repository: FaqRepository, languages: LocalisationRepository) {
  return {
    /** The FAQ in the asked language, or in the fallback language when that one has none. */
    async listItems(languageId = DEFAULT_LANGUAGE_ID): Promise<FaqItem[]> {
      const items = await repository.listItems(languageId);
      if (items.length > 0) return items;
      const fallback = await languages.findFallbackLanguage();
      return fallback && fallback.id !== languageId ? repository.listItems(fallback.id) : items;
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
