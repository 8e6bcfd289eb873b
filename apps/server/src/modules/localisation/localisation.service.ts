import type { Language, TranslationString } from '@crewcast/contracts/localisation';
import { AppError } from '../../http/errors';
import type { LocalisationRepository } from './localisation.repository';

export function createLocalisationService(repository: LocalisationRepository) {
  return {
    /** One string with |0, |1… replaced by the arguments; a missing one reads [slug], as in the web app. */
    async translate(languageId: number, slug: string, args: string[] = []): Promise<string> {
      return (await this.template(languageId, slug))(args);
    },

    /** One string read once and worded with many sets of arguments (mail to many members). */
    async template(languageId: number, slug: string): Promise<(args: string[]) => string> {
      const strings = await this.getStrings(languageId);
      const text = strings.find((entry) => entry.stringSlug === slug)?.text;
      if (text === undefined) return () => `[]${slug}`;
      return (args) => text.replace(/\|(\d+)/g, (whole, index: string) => args[Number(index)] ?? whole);
    },

    listLanguages(): Promise<Language[]> {
      return repository.listLanguages();
    },

    /**
     * Every string of the fallback language, in the asked language where it has one; a string the
     * language lacks carries the fallback text and requiresTranslation.
     */
    async getStrings(languageId: number): Promise<TranslationString[]> {
      const language = await repository.findLanguage(languageId);
      if (!language) throw new AppError('NOT_FOUND', `There is no language with id ${languageId}.`);
      const fallback = await repository.findFallbackLanguage();
      const own = new Map(
        (await repository.listStrings(language.id)).map((row) => [row.stringSlug, row.text]),
      );
      const fallbackStrings =
        fallback && fallback.id !== language.id
          ? new Map((await repository.listStrings(fallback.id)).map((row) => [row.stringSlug, row.text]))
          : own;
      const slugs = [...new Set([...fallbackStrings.keys(), ...own.keys()])].sort();
      return slugs.map((stringSlug) => {
        const text = own.get(stringSlug);
        const fallBackLanguageTranslation = fallbackStrings.get(stringSlug) ?? '';
        return {
          stringSlug,
          requiresTranslation: text === undefined,
          fallBackLanguageTranslation,
          text: text ?? fallBackLanguageTranslation,
        };
      });
    },
  };
}

export type LocalisationService = ReturnType<typeof createLocalisationService>;
