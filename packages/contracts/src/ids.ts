import { z } from 'zod';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** A row id in a path or query string, where it arrives as text. */
export const RowIdParamSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
