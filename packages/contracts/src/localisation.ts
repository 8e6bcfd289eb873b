import { z } from 'zod';
import { RowIdParamSchema } from './ids';

import { STRING_AREAS } from './constants/localisation';

export {
  DEFAULT_LANGUAGE_ID,
  HIDDEN_SETTINGS_LANGUAGE_ID,
  STRING_AREAS,
  stringAreaOf,
  type StringArea,
} from './constants/localisation';

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

/** Without an area, the call answers every string (SPEC's shape). */
export const TranslationStringsQuerySchema = z.object({ area: z.enum(STRING_AREAS).optional() });
