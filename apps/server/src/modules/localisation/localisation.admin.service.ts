import type { TranslationString } from '@crewcast/contracts/localisation';
import type { AdminLanguage, AdminStringsQuery, NewLanguageBody } from '@crewcast/contracts/site';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError, fieldError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import { createLocalisationRepository } from './localisation.repository';
import type { LocalisationService } from './localisation.service';

export const LOCALISATION_MESSAGES = {
  noLanguage: 'There is no such language.',
  codeTaken: 'A language with this code exists already.',
  noString: 'There is no string with this slug.',
} as const;

export interface LocalisationAdminDependencies {
  db: Database;
  localisation: LocalisationService;
  audit: AuditService;
  events: EventBus;
}

/**
 * Languages and their strings from the console. A change reaches the site without a restart: this node's
 * localisation answers are rendered afresh at once, other nodes' within their cache time.
 */
export function createLocalisationAdminService({
  db,
  localisation,
  audit,
  events,
}: LocalisationAdminDependencies) {
  const repository = createLocalisationRepository(db);

  return {
    listLanguages(): Promise<AdminLanguage[]> {
      return repository.listLanguagesWithMissing();
    },

    async addLanguage(actorId: string, body: NewLanguageBody): Promise<AdminLanguage> {
      const altCodes = [
        ...new Set(body.altCodes.filter((code) => code.toLowerCase() !== body.code.toLowerCase())),
      ];
      const created = await db.transaction(async (tx) => {
        if (await repository.findLanguageByCode(body.code, tx))
          throw fieldError('CONFLICT', 'code', LOCALISATION_MESSAGES.codeTaken);
        const row = await repository.addLanguage({ code: body.code, altCodes, name: body.name }, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.language-create',
          target: { type: 'language', id: row.id },
          after: { code: row.code, altCodes: row.altCodes, name: row.name },
        });
        return row;
      });
      events.emit('site.changed', { part: 'localisation' });
      const language = (await repository.listLanguagesWithMissing()).find((row) => row.id === created.id);
      if (!language) throw new AppError('NOT_FOUND', LOCALISATION_MESSAGES.noLanguage);
      return language;
    },

    /** The language's strings as the site gets them, filtered by whether they need translating and by text. */
    async listStrings(languageId: number, query: AdminStringsQuery): Promise<TranslationString[]> {
      const search = query.search?.toLowerCase();
      const wanted = query.requiresTranslation === 'true';
      return (await localisation.getStrings(languageId)).filter(
        (entry) =>
          (query.requiresTranslation === undefined || entry.requiresTranslation === wanted) &&
          (!search ||
            entry.stringSlug.toLowerCase().includes(search) ||
            entry.text.toLowerCase().includes(search) ||
            entry.fallBackLanguageTranslation.toLowerCase().includes(search)),
      );
    },

    /**
     * Sets the language's text of a string the site has (one the fallback language or this language holds). Reads
     * that one string, not the language's whole list: a translator saves strings one after another.
     */
    async setString(
      actorId: string,
      languageId: number,
      stringSlug: string,
      text: string,
    ): Promise<TranslationString> {
      if (!(await repository.findLanguage(languageId)))
        throw new AppError('NOT_FOUND', LOCALISATION_MESSAGES.noLanguage);
      const fallback = await repository.findFallbackLanguage();
      const isFallback = !fallback || fallback.id === languageId;
      const fallbackText = isFallback
        ? undefined
        : (await repository.findString(fallback.id, stringSlug))?.text;
      await db.transaction(async (tx) => {
        const before = await repository.findString(languageId, stringSlug, tx);
        if (!before && fallbackText === undefined)
          throw new AppError('NOT_FOUND', LOCALISATION_MESSAGES.noString);
        await repository.saveString(languageId, stringSlug, text, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.string',
          target: { type: 'translation-string', id: `${languageId}:${stringSlug}` },
          before: before?.text ?? null,
          after: text,
        });
      });
      events.emit('site.changed', { part: 'localisation' });
      // As getStrings answers it: the fallback language's own text is its fallback text.
      const fallBackLanguageTranslation = isFallback ? text : (fallbackText ?? '');
      return { stringSlug, requiresTranslation: false, fallBackLanguageTranslation, text };
    },
  };
}

export type LocalisationAdminService = ReturnType<typeof createLocalisationAdminService>;
