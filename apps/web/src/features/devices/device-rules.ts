import type { Device } from '@crewcast/contracts/devices';
import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';

const rank = (device: Device) => (device.isCurrent ? 0 : device.isActive ? 1 : 2);
const createdAt = (device: Device) => Date.parse(device.created) || 0;

/** SPEC section 4, "Devices": the current device first, then active devices, each group newest first. */
export function sortDevices(devices: readonly Device[]): Device[] {
  return [...devices].sort((a, b) => rank(a) - rank(b) || createdAt(b) - createdAt(a));
}

/**
 * The device limit a refused activation reports (SPEC section 8, "Device limit reached"), or null when the
 * error is something else. Without the number in the answer, the configured limit is the one that applied.
 */
export function reachedDeviceLimit(error: unknown, configuredLimit: number): number | null {
  if (!(error instanceof ApiError) || error.body?.error !== 'DEVICE_LIMIT') return null;
  const reported = Number(error.body.fields?.deviceLimit?.[0]);
  return Number.isInteger(reported) && reported > 0 ? reported : configuredLimit;
}

/**
 * What a device is called on its card: the browser and system read from its User-Agent ('Safari 17 on iOS 17'),
 * or the model it reported when its agent named neither.
 */
export function deviceName(device: Device, t: Translate): string {
  if (device.browser && device.system) return t('devices.name', device.browser, device.system);
  return device.browser ?? device.system ?? device.model;
}
