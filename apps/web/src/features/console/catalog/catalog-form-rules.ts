import { staffErrorRules } from '../components/staff-error-rules';

/** The catalog's forms show the server's words next to these fields, anything else above their button. */
export const CATALOG_FORM_RULES = staffErrorRules('console.catalog.failed', [
  'title',
  'slug',
  'description',
  'tags',
  'publishedAt',
]);
