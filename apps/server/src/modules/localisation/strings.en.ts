/**
 * English strings seeded into the database (language 4, the fallback language).
 * Keys are stringSlugs used by the web app through t('slug'); |0, |1 are argument placeholders.
 */
export const englishStrings: Record<string, string> = {
  'app.name': 'Crewcast',
};
