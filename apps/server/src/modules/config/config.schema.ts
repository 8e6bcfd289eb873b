import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** One row per remote-config key; the value is validated against RemoteConfigSchema when read. */
export const remoteConfigSettings = pgTable('remote_config_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Theme CSS variables served as /v1/remoteconfig/css. */
export const themeVariables = pgTable('theme_variables', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
