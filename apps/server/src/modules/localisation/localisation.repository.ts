import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { languages, translationStrings } from './localisation.schema';

/** What a list of languages shows of each. */
const languageFields = {
  id: languages.id,
  code: languages.code,
  altCodes: languages.altCodes,
  name: languages.name,
};

export function createLocalisationRepository(db: Executor) {
  return {
    async listLanguages(tx: Executor = db) {
      return tx.select(languageFields).from(languages).orderBy(asc(languages.id));
    },

    findLanguage(id: number, tx: Executor = db) {
      return firstRow(tx.select().from(languages).where(eq(languages.id, id)));
    },

    findFallbackLanguage(tx: Executor = db) {
      return firstRow(tx.select().from(languages).where(eq(languages.isFallback, true)));
    },

    async listStrings(languageId: number, tx: Executor = db) {
      return tx
        .select({ stringSlug: translationStrings.stringSlug, text: translationStrings.text })
        .from(translationStrings)
        .where(eq(translationStrings.languageId, languageId));
    },

    findLanguageByCode(code: string, tx: Executor = db) {
      return firstRow(
        tx
          .select({ id: languages.id })
          .from(languages)
          .where(sql`lower(${languages.code}) = lower(${code})`),
      );
    },

    addLanguage(values: { code: string; altCodes: string[]; name: string }, tx: Executor = db) {
      return onlyRow(tx.insert(languages).values(values).returning());
    },

    /** Every language with how many of the fallback language's strings it has no text for. */
    async listLanguagesWithMissing(tx: Executor = db) {
      const fallback = sql`(select ${languages.id} from ${languages} where ${languages.isFallback} limit 1)`;
      return tx
        .select({
          ...languageFields,
          isFallback: languages.isFallback,
          missing: sql<number>`(
            select count(*)::int from ${translationStrings} f
            where f.language_id = ${fallback}
              and not exists (
                select 1 from ${translationStrings} own
                where own.language_id = ${languages.id} and own.string_slug = f.string_slug
              )
          )`,
        })
        .from(languages)
        .orderBy(asc(languages.id));
    },

    findString(languageId: number, stringSlug: string, tx: Executor = db) {
      return firstRow(
        tx
          .select({ text: translationStrings.text })
          .from(translationStrings)
          .where(
            and(eq(translationStrings.languageId, languageId), eq(translationStrings.stringSlug, stringSlug)),
          ),
      );
    },

    async saveString(languageId: number, stringSlug: string, text: string, tx: Executor = db) {
      await tx
        .insert(translationStrings)
        .values({ languageId, stringSlug, text })
        .onConflictDoUpdate({
          target: [translationStrings.languageId, translationStrings.stringSlug],
          set: { text, updatedAt: sql`now()` },
        });
    },

    /** Adds languages with fixed ids (ids are part of the product: 1 and 4 have meaning). */
    async saveMissingLanguages(rows: (typeof languages.$inferInsert)[], tx: Executor = db) {
      if (rows.length === 0) return;
      await tx.insert(languages).values(rows).onConflictDoNothing();
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('languages', 'id'), greatest((select max(id) from languages), 1))`,
      );
    },

    /**
     * Brings a language's strings to the release's wording: adds those not stored yet and rewords those still as
     * an earlier release seeded them. Text an operator edited is kept (a string stored before seeded texts were
     * kept counts as seeded once it matches the release's wording). Writes nothing for strings already current.
     */
    async saveSeededStrings(languageId: number, strings: Record<string, string>, tx: Executor = db) {
      const rows = Object.entries(strings).map(([stringSlug, text]) => ({
        languageId,
        stringSlug,
        text,
        seededText: text,
      }));
      if (rows.length === 0) return;
      await tx
        .insert(translationStrings)
        .values(rows)
        .onConflictDoUpdate({
          target: [translationStrings.languageId, translationStrings.stringSlug],
          set: { text: sql`excluded.text`, seededText: sql`excluded.seeded_text`, updatedAt: sql`now()` },
          setWhere: sql`${translationStrings.seededText} is distinct from excluded.seeded_text
            and (${translationStrings.text} = ${translationStrings.seededText} or ${translationStrings.text} = excluded.text)`,
        });
    },
  };
}

export type LocalisationRepository = ReturnType<typeof createLocalisationRepository>;
