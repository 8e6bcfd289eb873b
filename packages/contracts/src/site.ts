import { z } from 'zod';
import { RemoteConfigSchema, THEME_VARIABLES, type RemoteConfigKey } from './config';
import { FaqItemSchema } from './faq';
import { RowIdParamSchema, RowIdSchema } from './ids';
import { LanguageSchema } from './localisation';
import { LegalDocumentSchema } from './legal';

/** The console's Site area: settings, theme, legal documents, FAQ, languages and strings (/v1/admin/site/). */

// Settings --------------------------------------------------------------------------------------------------

export const SiteSettingsSchema = z.object({ values: RemoteConfigSchema, defaults: RemoteConfigSchema });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SettingKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });
/** One setting's new value; which kind it must be is the remote config's own rule for that key. */
export const SettingBodySchema = z.object({
  value: z.union([z.boolean(), z.number(), z.string().max(2000)]),
});
export type SettingBody = z.infer<typeof SettingBodySchema>;

/** How the console edits a setting, read from the value's kind and name. */
export type SettingControl = 'switch' | 'number' | 'url' | 'text';
export function settingControl(key: RemoteConfigKey, value: unknown): SettingControl {
  if (typeof value === 'boolean') return 'switch';
  if (typeof value === 'number') return 'number';
  return key.endsWith('_url') ? 'url' : 'text';
}

// Theme -----------------------------------------------------------------------------------------------------

export type ThemeVariable = (typeof THEME_VARIABLES)[number];
export type ThemeValues = Record<ThemeVariable, string>;

/** Variables that hold a colour; the others are the corner radius and the font stack. */
export const THEME_COLOUR_VARIABLES = THEME_VARIABLES.filter(
  (name) => name !== '--cc-radius' && name !== '--cc-font',
);

const colour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'A colour as #rgb or #rrggbb, such as #2fd17a.');
const radius = z
  .string()
  .trim()
  .regex(/^(?:0|\d{1,2}(?:\.\d{1,2})?(?:px|rem|em))$/, 'A length such as 10px or 0.5rem.');
const font = z
  .string()
  .trim()
  .min(1, 'Name at least one font.')
  .max(200, 'At most 200 characters.')
  .regex(/^[\w\s,"'-]+$/, 'Font names separated by commas, such as "Inter", sans-serif.');

const themeValueSchemas = Object.fromEntries(
  THEME_VARIABLES.map((name) => [
    name,
    name === '--cc-radius' ? radius : name === '--cc-font' ? font : colour,
  ]),
) as Record<ThemeVariable, z.ZodString>;

/** Every theme variable with a valid value; the console saves the whole theme at once. */
export const ThemeValuesSchema = z.strictObject(themeValueSchemas);

export const SiteThemeSchema = z.object({ values: ThemeValuesSchema, defaults: ThemeValuesSchema });
export type SiteTheme = z.infer<typeof SiteThemeSchema>;

export const ThemeBodySchema = z.object({ values: ThemeValuesSchema });

/** The theme as the CSS `GET /v1/remoteconfig/css` serves. */
export function themeCss(values: Partial<Record<string, string>>): string {
  const declarations = THEME_VARIABLES.filter((name) => values[name] !== undefined).map(
    (name) => `  ${name}: ${values[name]};`,
  );
  return `:root {\n${declarations.join('\n')}\n}\n`;
}

// Legal documents -------------------------------------------------------------------------------------------

export const AdminLegalDocumentSchema = LegalDocumentSchema.extend({
  /** The newest version of its type, which members are asked to accept. */
  inForce: z.boolean(),
});
export type AdminLegalDocument = z.infer<typeof AdminLegalDocumentSchema>;

export const AdminLegalListSchema = z.object({ documents: z.array(AdminLegalDocumentSchema) });

export const PublishLegalBodySchema = z.object({
  type: z
    .string()
    .trim()
    .min(1, 'Name the document type.')
    .max(64, 'At most 64 characters.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens, such as terms-of-service.'),
  title: z.string().trim().min(1, 'Give the document a title.').max(200, 'At most 200 characters.'),
  body: z.string().trim().min(1, 'Write the document.').max(100_000, 'At most 100,000 characters.'),
  required: z.boolean(),
});
export type PublishLegalBody = z.infer<typeof PublishLegalBodySchema>;

// FAQ -------------------------------------------------------------------------------------------------------

export const AdminFaqQuerySchema = z.object({ languageId: RowIdParamSchema });
export const AdminFaqListSchema = z.object({ items: z.array(FaqItemSchema) });

const faqText = {
  question: z.string().trim().min(1, 'Write the question.').max(500, 'At most 500 characters.'),
  answer: z.string().trim().min(1, 'Write the answer.').max(5000, 'At most 5,000 characters.'),
};
export const FaqItemBodySchema = z.object(faqText);
export type FaqItemBody = z.infer<typeof FaqItemBodySchema>;
export const NewFaqItemBodySchema = z.object({ languageId: RowIdSchema, ...faqText });
export type NewFaqItemBody = z.infer<typeof NewFaqItemBodySchema>;
export const FaqItemParamsSchema = z.object({ itemId: RowIdParamSchema });
/** Every item of one language, in the new order. */
export const FaqOrderBodySchema = z.object({
  languageId: RowIdSchema,
  itemIds: z.array(RowIdSchema).max(500),
});
export type FaqOrderBody = z.infer<typeof FaqOrderBodySchema>;

// Languages and strings -------------------------------------------------------------------------------------

export const AdminLanguageSchema = LanguageSchema.extend({
  /** The language whose text stands in for a missing translation. */
  isFallback: z.boolean(),
  /** Strings of the fallback language this language has no text for. */
  missing: z.number().int(),
});
export type AdminLanguage = z.infer<typeof AdminLanguageSchema>;
export const AdminLanguageListSchema = z.object({ languages: z.array(AdminLanguageSchema) });

const languageCode = z
  .string()
  .trim()
  .min(2, 'A language code such as fr or pt-BR.')
  .max(16, 'At most 16 characters.')
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'A language code such as fr or pt-BR.');
export const NewLanguageBodySchema = z.object({
  code: languageCode,
  altCodes: z.array(languageCode).max(10),
  name: z.string().trim().min(1, 'Name the language.').max(64, 'At most 64 characters.'),
});
export type NewLanguageBody = z.infer<typeof NewLanguageBodySchema>;

export const AdminStringsQuerySchema = z.object({
  /** true: only strings the language has no text of its own for; false: only translated ones. */
  requiresTranslation: z.enum(['true', 'false']).optional(),
  /** Part of a slug or of the text, any case. */
  search: z.string().trim().max(200).optional(),
});
export type AdminStringsQuery = z.infer<typeof AdminStringsQuerySchema>;

export const LanguageStringParamsSchema = z.object({
  languageId: RowIdParamSchema,
  stringSlug: z.string().min(1).max(200),
});
export const StringTextBodySchema = z.object({
  text: z.string().min(1, 'Write the text.').max(5000, 'At most 5,000 characters.'),
});
export type StringTextBody = z.infer<typeof StringTextBodySchema>;
