import { z } from 'zod';
import { RowIdSchema } from './ids';

export const LegalDocumentSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  required: z.boolean(),
  publishedAt: z.string(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export const LegalTypeParamsSchema = z.object({ type: z.string().min(1).max(64) });
export const AcceptLegalBodySchema = z.object({
  documentIds: z.array(RowIdSchema).min(1).max(20),
});
