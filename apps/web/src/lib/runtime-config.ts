import {
  RUNTIME_CONFIG_GLOBAL,
  RuntimeConfigSchema,
  type HostKind,
  type RuntimeConfig,
} from '@crewcast/contracts/config';

/** Without /runtime-config.js (tests, a misconfigured proxy) every host is the page's own origin. */
const SAME_ORIGIN: RuntimeConfig = {
  hosts: {
    images: '',
    user: '',
    userCache: '',
    kms: '',
    content: '',
    contentCache: '',
    payment: '',
    websocket: '',
  },
  environment: { name: 'local', projectsEnabled: true, websocket: false },
};

let cached: RuntimeConfig | undefined;

/** The deployment settings /runtime-config.js put on window before the app started. */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const raw: unknown = (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  const parsed = RuntimeConfigSchema.safeParse(raw);
  if (raw !== undefined && !parsed.success) console.error('Ignoring an invalid runtime config', parsed.error);
  cached = parsed.success ? parsed.data : SAME_ORIGIN;
  return cached;
}

/** Base URL of one host kind (SPEC section 7); '' means the page's own origin. */
export function hostBaseUrl(host: HostKind): string {
  return getRuntimeConfig().hosts[host].replace(/\/+$/, '');
}
