import { z } from 'zod';
import { RowIdParamSchema } from './ids';

export const FaqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqQuerySchema = z.object({ languageId: RowIdParamSchema.optional() });
