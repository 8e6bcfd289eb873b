import { z } from 'zod';
import { RowIdParamSchema } from './ids';

export const LanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  altCodes: z.array(z.string()),
  name: z.string(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const TranslationStringSchema = z.object({
  stringSlug: z.string(),
  requiresTranslation: z.boolean(),
  fallBackLanguageTranslation: z.string(),
  text: z.string(),
});
export type TranslationString = z.infer<typeof TranslationStringSchema>;

export const LanguageParamsSchema = z.object({ languageId: RowIdParamSchema });

/** Default language id when nothing else decides (SPEC section 4). */
export const DEFAULT_LANGUAGE_ID = 4;
/** Language stored when language settings are hidden. */
export const HIDDEN_SETTINGS_LANGUAGE_ID = 1;
