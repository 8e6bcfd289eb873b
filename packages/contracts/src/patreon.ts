import { z } from 'zod';

export { PATREON_CALLBACK_PATH } from './constants/patreon';

/** A member's Patreon link as the account page shows it; tokens never leave the server. */
export const PatreonStatusSchema = z.object({
  linked: z.boolean(),
  /** Patreon's patron_status of the membership: active_patron, declined_patron, former_patron, or null. */
  patronStatus: z.string().nullable(),
  tierIds: z.array(z.string()),
  /** Whether the pledge counts as a subscription on this site. */
  active: z.boolean(),
  checkedAt: z.string().nullable(),
});
export type PatreonStatus = z.infer<typeof PatreonStatusSchema>;

export const PatreonConnectSchema = z.object({ url: z.url() });
export type PatreonConnect = z.infer<typeof PatreonConnectSchema>;

/** What Patreon hands the callback page in its query string. */
export const PatreonCallbackBodySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});
export type PatreonCallbackBody = z.infer<typeof PatreonCallbackBodySchema>;
