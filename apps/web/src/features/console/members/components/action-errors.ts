import { ApiError } from '@/lib/api-client';

export interface ActionErrors {
  /** The first message for each field the server named. */
  fields: Record<string, string>;
  /** What to say when no field is named. */
  message?: string;
}

/** What went wrong with a staff action, in the server's words (they are written to be shown). */
export function actionErrorsOf(error: unknown, fallback: string): ActionErrors {
  if (!(error instanceof ApiError) || !error.body) return { fields: {}, message: fallback };
  const fields = Object.fromEntries(
    Object.entries(error.body.fields ?? {}).flatMap(([name, [first]]) => (first ? [[name, first]] : [])),
  );
  return Object.keys(fields).length > 0 ? { fields } : { fields, message: error.body.message };
}
