import type { Device } from '@crewcast/contracts/devices';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deviceName, reachedDeviceLimit, sortDevices } from './device-rules';

const device = (deviceIdentifier: string, created: string, extra: Partial<Device> = {}): Device => ({
  deviceIdentifier,
  isActive: true,
  platform: 'web',
  model: 'Linux Chrome',
  browser: null,
  system: null,
  created,
  lastUsed: null,
  isCurrent: false,
  ...extra,
});

describe('device order', () => {
  it('puts the current device first, then active devices, each group newest first', () => {
    const sorted = sortDevices([
      device('old-inactive', '2025-01-01T00:00:00Z', { isActive: false }),
      device('old-active', '2025-01-02T00:00:00Z'),
      device('new-inactive', '2025-03-01T00:00:00Z', { isActive: false }),
      device('current', '2025-01-03T00:00:00Z', { isCurrent: true, isActive: false }),
      device('new-active', '2025-02-01T00:00:00Z'),
    ]);
    expect(sorted.map(({ deviceIdentifier }) => deviceIdentifier)).toEqual([
      'current',
      'new-active',
      'old-active',
      'new-inactive',
      'old-inactive',
    ]);
  });
});

describe('device limit', () => {
  const limitError = (fields?: Record<string, string[]>) =>
    new ApiError(409, { error: 'DEVICE_LIMIT', message: 'You have reached your device limit of 3!', fields });

  it('reads the limit the server reports', () => {
    expect(reachedDeviceLimit(limitError({ deviceLimit: ['3'] }), 5)).toBe(3);
  });

  it('falls back to the configured limit', () => {
    expect(reachedDeviceLimit(limitError(), 5)).toBe(5);
  });

  it('is not about other errors', () => {
    expect(reachedDeviceLimit(new ApiError(404, { error: 'NOT_FOUND', message: 'x' }), 5)).toBeNull();
    expect(reachedDeviceLimit(new TypeError('offline'), 5)).toBeNull();
  });
});

describe('device names', () => {
  const t = (slug: string, ...args: (string | number)[]) => `${slug}(${args.join(', ')})`;

  it('names the browser and system read from the user agent', () => {
    expect(deviceName(device('a', '2025-01-01', { browser: 'Safari 17', system: 'iOS 17' }), t)).toBe(
      'devices.name(Safari 17, iOS 17)',
    );
    expect(deviceName(device('b', '2025-01-01', { browser: 'Firefox 128' }), t)).toBe('Firefox 128');
  });

  it('falls back to the model the device reported', () => {
    expect(deviceName(device('c', '2025-01-01', { platform: 'tv', model: 'Living room TV' }), t)).toBe(
      'Living room TV',
    );
  });
});
