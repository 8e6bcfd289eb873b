import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { languages, translationStrings } from './localisation.schema';

export function createLocalisationRepository(db: Executor) {
  return {
    async listLanguages(tx: Executor = db) {
      return tx
        .select({
          id: languages.id,
          code: languages.code,
          altCodes: languages.altCodes,
          name: languages.name,
        })
        .from(languages)
        .orderBy(asc(languages.id));
    },

    async findLanguage(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(languages).where(eq(languages.id, id));
      return row;
    },

    async findFallbackLanguage(tx: Executor = db) {
      const [row] = await tx.select().from(languages).where(eq(languages.isFallback, true));
      return row;
    },

    async listStrings(languageId: number, tx: Executor = db) {
      return tx
        .select({ stringSlug: translationStrings.stringSlug, text: translationStrings.text })
        .from(translationStrings)
        .where(eq(translationStrings.languageId, languageId));
    },

    /** Adds languages with fixed ids (ids are part of the product: 1 and 4 have meaning). */
    async saveMissingLanguages(rows: (typeof languages.$inferInsert)[], tx: Executor = db) {
      if (rows.length === 0) return;
      await tx.insert(languages).values(rows).onConflictDoNothing();
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('languages', 'id'), greatest((select max(id) from languages), 1))`,
      );
    },

    /** Adds strings not stored yet; text an operator edited is kept. */
    async saveMissingStrings(languageId: number, strings: Record<string, string>, tx: Executor = db) {
      const rows = Object.entries(strings).map(([stringSlug, text]) => ({ languageId, stringSlug, text }));
      if (rows.length > 0) await tx.insert(translationStrings).values(rows).onConflictDoNothing();
    },
  };
}

export type LocalisationRepository = ReturnType<typeof createLocalisationRepository>;
