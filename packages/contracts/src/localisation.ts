import { z } from 'zod';
import { RowIdParamSchema } from './ids';

export { DEFAULT_LANGUAGE_ID, HIDDEN_SETTINGS_LANGUAGE_ID } from './constants/localisation';

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
