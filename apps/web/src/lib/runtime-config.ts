import type { HostKind, RuntimeConfig } from '@crewcast/contracts/config';
import { HOST_KINDS, RUNTIME_CONFIG_GLOBAL } from '@crewcast/contracts/constants/config';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The shape of the contract's RuntimeConfigSchema, checked without zod so that the entry does not carry it: a
 * base URL for every host kind and the environment's name and switches.
 */
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.hosts) || !isRecord(value.environment)) return false;
  const { hosts, environment } = value;
  return (
    HOST_KINDS.every((host) => typeof hosts[host] === 'string') &&
    typeof environment.name === 'string' &&
    typeof environment.projectsEnabled === 'boolean' &&
    typeof environment.websocket === 'boolean'
  );
}

/** The deployment settings /runtime-config.js put on window before the app started. */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const raw: unknown = (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  const valid = isRuntimeConfig(raw);
  if (raw !== undefined && !valid) console.error('Ignoring an invalid runtime config', raw);
  cached = valid ? raw : SAME_ORIGIN;
  return cached;
}

/** Base URL of one host kind (SPEC section 7); '' means the page's own origin. */
export function hostBaseUrl(host: HostKind): string {
  return getRuntimeConfig().hosts[host].replace(/\/+$/, '');
}
