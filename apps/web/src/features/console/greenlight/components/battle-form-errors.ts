import { ApiError } from '@/lib/api-client';

/** The server's refusal as errors by field (its first message each) and one message for the form. */
export function formErrorsOf(error: unknown): { fields: Record<string, string>; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: String(error) };
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.body?.fields ?? {})) {
    const [first] = messages;
    // A project's fields are shown by their first two parts, the side and the field the form has for them:
    // leftProject.video.mediaId by leftProject.video.
    if (first) fields[name.split('.').slice(0, 2).join('.')] = first;
  }
  return { fields, message: error.message };
}
