import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MIN_SECRET_LENGTH } from './secrets';

const here = path.dirname(fileURLToPath(import.meta.url));
// src/ and dist/ sit at the same depth, so these hold for both the sources and the bundle.
const serverRoot = path.resolve(here, '..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Who may say where a request came from: nobody (`false`), the last N hops (a count of proxies in front of the
 * server), or proxies at listed addresses and CIDR ranges. `true` would believe the left-most
 * `X-Forwarded-For`, which the client writes, so it is refused.
 */
const trustProxyFromEnv = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  const problem =
    text === 'true'
      ? 'true would believe the X-Forwarded-For a client writes'
      : `not a hop count or proxy address: ${bad.join(', ')}`;
  context.addIssue({
    code: 'custom',
    message: `${problem}; give the number of proxies in front of the server (such as 1) or their addresses and CIDR ranges`,
  });
  return z.NEVER;
});

const optionalUrl = z.union([z.url(), z.literal('')]).default('');

/** A secret of our own: at least MIN_SECRET_LENGTH characters, or empty to have one generated under DATA_DIR. */
const ownSecret = z
  .string()
  .refine((value) => value === '' || value.length >= MIN_SECRET_LENGTH, {
    message: `must be at least ${MIN_SECRET_LENGTH} characters, or empty to have one generated under DATA_DIR`,
  })
  .default('');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Unset: on for a local start, off for a production one (see isProductionStart). */
  DEMO: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: listFromEnv.default([]),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  ENVIRONMENT_NAME: z.string().default('production'),
  IMAGES_URL: optionalUrl,
  USER_URL: optionalUrl,
  USER_CACHE_URL: optionalUrl,
  KMS_URL: optionalUrl,
  CONTENT_URL: optionalUrl,
  CONTENT_CACHE_URL: optionalUrl,
  PAYMENT_URL: optionalUrl,
  WEBSOCKET_URL: optionalUrl,
  CONTENT_CACHE_MAX_AGE: z.coerce.number().int().min(0).default(60),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
  /** How often a node ranks what members watch most (trending, popular, up next), in milliseconds. */
  RANKINGS_REFRESH_MS: z.coerce.number().int().min(0).default(60_000),
  JWT_SECRET: ownSecret,
  /** Short: a stolen access token is of use only until then; the apps renew theirs with the refresh token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(60),
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  MAX_FAILED_LOGINS: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().default(3),
  CODE_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  /** How long a password login waits for its second factor, and the wrong answers it takes before it is void. */
  TWO_FACTOR_CHALLENGE_MINUTES: z.coerce.number().int().positive().default(5),
  TWO_FACTOR_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** The name authenticator apps and passkey prompts show for this site. */
  TWO_FACTOR_ISSUER: z.string().min(1).default('Crewcast'),
  ALTCHA_HMAC_KEY: ownSecret,
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(100_000),
  TURNSTILE_SITE_KEY: z.string().default(''),
  TURNSTILE_SECRET: z.string().default(''),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().default(''),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /** Patreon linking (remote flag patreon_enabled); without a client id it stays off. */
  PATREON_CLIENT_ID: z.string().default(''),
  PATREON_CLIENT_SECRET: z.string().default(''),
  /** The site's own Patreon campaign: only memberships of it count (required with PATREON_CLIENT_ID). */
  PATREON_CAMPAIGN_ID: z.string().trim().default(''),
  /** Tiers of that campaign whose active patrons count as subscribers; empty: every tier of it. */
  PATREON_TIER_IDS: listFromEnv.default([]),
  PATREON_AUTHORIZE_URL: z.url().default('https://www.patreon.com/oauth2/authorize'),
  PATREON_TOKEN_URL: z.url().default('https://www.patreon.com/api/oauth2/token'),
  PATREON_API_URL: z.url().default('https://www.patreon.com/api/oauth2/v2'),
  /** Signs link requests and encrypts stored Patreon tokens; generated under DATA_DIR when empty. */
  PATREON_SECRET: ownSecret,
  SMTP_URL: optionalUrl,
  /**
   * The Web Push (VAPID) private key, 32 bytes in base64url (`npx web-push generate-vapid-keys`); its public key is
   * derived from it. Generated under DATA_DIR when empty; several nodes must share it.
   */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^([A-Za-z0-9_-]{43})?$/, 'must be 32 bytes in base64url (43 characters), or empty')
    .default(''),
  /** Whom push services contact about this site's pushes (mailto: or https:); the MAIL_FROM address when empty. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .or(z.literal(''))
    .default(''),
  MAIL_FROM: z.string().default('Crewcast <no-reply@crewcast.localhost>'),
  /**
   * Mail jobs a node takes from the queue at once; while more wait it takes the next batch at once. Each batch must
   * be sent within the mail job's 30 s expiry, so with SMTP_RATE_PER_SECOND set it is at most 20 s of that rate.
   */
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(25),
  /** SMTP connections a node keeps open to SMTP_URL and sends over in turn. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** Messages a node sends per second at most (what the mail provider allows); 0 for no limit. */
  SMTP_RATE_PER_SECOND: z.coerce.number().int().min(0).default(0),
  /** A member may send this many chat messages per window (across streams and nodes). */
  CHAT_RATE_LIMIT_MESSAGES: z.coerce.number().int().positive().default(5),
  CHAT_RATE_LIMIT_SECONDS: z.coerce.number().int().positive().default(10),
  /** A member may post this many comments per window (across videos, connections and nodes). */
  COMMENT_RATE_LIMIT_MESSAGES: z.coerce.number().int().positive().default(5),
  COMMENT_RATE_LIMIT_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Realtime requests per second per member, counted across all the member's connections (and nodes, through
   * Redis; while Redis is unreachable each node counts on its own); past it requests are refused.
   */
  REALTIME_EVENTS_PER_SECOND: z.coerce.number().int().positive().default(20),
  /**
   * Realtime connections one member may hold open at once, across nodes (while Redis is unreachable, on each
   * node); a connection past it is refused.
   */
  REALTIME_SOCKETS_PER_MEMBER: z.coerce.number().int().positive().default(10),
  /** How often the chat's outgoing messages go out to each room, as one batch. */
  CHAT_BATCH_MS: z.coerce.number().int().min(10).max(2000).default(100),
  STREAM_LIMIT: z.coerce.number().int().min(1).max(20).default(3),
  /**
   * Days raw viewing events are kept before they are deleted (once folded into the daily rollups); at least the
   * longest analytics period, 90 days, whose unique viewers are counted from them.
   */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(90).max(3650).default(90),
  /** Whether Creator accounts see the viewing and live analytics of every show (shows have no assigned creators). */
  ANALYTICS_CREATORS_SEE_ALL: booleanFromEnv.default(true),
  /** How often each node writes the viewing it has gathered from progress saves. */
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** How often the viewers of each live broadcast are sampled for the live analytics. */
  ANALYTICS_LIVE_SAMPLE_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** 'test' works offline with Stripe's public test card numbers; 'stripe' needs the keys below. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** Another Stripe API endpoint (a local stand-in in tests). */
  STRIPE_API_URL: optionalUrl,
  /** Cron of the biller's round (trial ends, renewals, retries) for subscriptions this server bills. */
  BILLING_CRON: z.string().default('* * * * *'),
  FFMPEG_PATH: z.string().default(''),
  FFPROBE_PATH: z.string().default(''),
  MEDIA_URL_SECRET: ownSecret,
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(6 * 60 * 60),
  /** The RTMP ingest encoders publish to (rtmp://host:RTMP_PORT/live/<stream key>); 0 turns it off. */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  RTMP_HOST: z.string().default('0.0.0.0'),
  /** The RTMP address the console shows; by default PUBLIC_URL's host name with RTMP_PORT. */
  RTMP_PUBLIC_URL: z.union([z.url({ protocol: /^rtmps?$/ }), z.literal('')]).default(''),
  /** Seconds without media after which a live broadcast ends; an encoder back within them continues it. */
  LIVE_STALL_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /** 'ladder' adds a 360p encode beside the copied source; 'auto' does so on machines with 4 or more cores. */
  LIVE_LADDER: z.enum(['auto', 'source', 'ladder']).default('auto'),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  /**
   * Turns on GET /metrics (Prometheus text format), answered only to `Authorization: Bearer <METRICS_TOKEN>`;
   * empty (the default) leaves /metrics off. At least 16 characters.
   */
  METRICS_TOKEN: z.union([z.string().min(16), z.literal('')]).default(''),
  WEB_DIR: z.string().default(path.resolve(serverRoot, '../web/dist')),
  MIGRATIONS_DIR: z.string().default(path.resolve(serverRoot, 'drizzle')),
});

type ParsedConfig = z.infer<typeof ConfigSchema>;

export type Config = Omit<ParsedConfig, 'DEMO'> & {
  /** Whether an empty database gets the demo network and its accounts. */
  DEMO: boolean;
  /** A start that serves real members: demo accounts only when DEMO=true is said, and never silently. */
  PRODUCTION_START: boolean;
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** NODE_ENV=production (the systemd unit), a database of its own, or a public address: members may be served. */
export function isProductionStart(
  config: Pick<ParsedConfig, 'NODE_ENV' | 'DATABASE_URL' | 'PUBLIC_URL'>,
): boolean {
  return config.NODE_ENV === 'production' || config.DATABASE_URL !== '' || !isLocalUrl(config.PUBLIC_URL);
}

function checkProviderKeys(config: ParsedConfig): string[] {
  const stripe =
    config.PAYMENT_PROVIDER === 'stripe'
      ? (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
          .filter((name) => !config[name])
          .map((name) => `${name}: required when PAYMENT_PROVIDER is stripe`)
      : [];
  // Without it a pledge to any creator on Patreon would count here.
  const patreon =
    config.PATREON_CLIENT_ID && !config.PATREON_CAMPAIGN_ID
      ? ['PATREON_CAMPAIGN_ID: required when PATREON_CLIENT_ID is set']
      : [];
  return [...stripe, ...patreon];
}

/** A mail batch sent at the rate limit must end well inside the mail job's expiry (30 s at the least). */
const MAIL_BATCH_SECONDS = 20;

function checkMailPace(config: ParsedConfig): string[] {
  const rate = config.SMTP_RATE_PER_SECOND;
  return rate > 0 && config.MAIL_BATCH_SIZE > rate * MAIL_BATCH_SECONDS
    ? [
        `MAIL_BATCH_SIZE: at most ${rate * MAIL_BATCH_SECONDS} (${MAIL_BATCH_SECONDS} s of SMTP_RATE_PER_SECOND), or a batch outlasts its jobs' expiry`,
      ]
    : [];
}

/** Parses the environment once; a bad setting stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const missing = [...checkProviderKeys(parsed.data), ...checkMailPace(parsed.data)];
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  const production = isProductionStart(parsed.data);
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    DEMO: parsed.data.DEMO ?? !production,
    PRODUCTION_START: production,
  };
}
