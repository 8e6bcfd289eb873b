import type { DeviceInput } from '@crewcast/contracts/account';
import type { Device } from '@crewcast/contracts/devices';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { ConfigService } from '../config/config.service';
import { createDevicesRepository, type DeviceRow } from './devices.repository';
import { namesFromUserAgent } from './user-agent';

/** A device as a request shows it: what the body says, and the browser's User-Agent header. */
export type SeenDevice = DeviceInput & { userAgent?: string };

/** A request's body with its device's User-Agent header beside it. */
export function seenDevice<T extends { device: DeviceInput }>(
  body: T,
  userAgent: string | undefined,
): T & { device: SeenDevice } {
  return { ...body, device: { ...body.device, userAgent } };
}

export function deviceLimitError(limit: number): AppError {
  return new AppError(
    'DEVICE_LIMIT',
    `You have reached your device limit of ${limit}! You must deactivate a device to activate a new one.`,
    { fields: { deviceLimit: [String(limit)] } },
  );
}

/** How stale a device's last use may get before a use writes it again. */
const LAST_USE_PRECISION_SECONDS = 60 * 60;

function toDevice(row: DeviceRow, currentDeviceIdentifier: string): Device {
  return {
    deviceIdentifier: row.deviceIdentifier,
    isActive: row.isActive,
    platform: row.platform,
    model: row.model,
    ...namesFromUserAgent(row.userAgent),
    created: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    isCurrent: row.deviceIdentifier === currentDeviceIdentifier,
  };
}

/** A member's devices: the count of active ones stays within device_management_limit. */
export function createDevicesService(
  db: Database,
  config: ConfigService,
  /** Ends the member's sessions signed in on a device (the account module owns sessions). */
  endSessions: (userId: string, deviceIdentifier: string) => Promise<void>,
) {
  const repository = createDevicesRepository(db);
  const limit = async () => (await config.getRemoteConfig()).device_management_limit;

  return {
    /** The current device first, then active ones, each group newest first. */
    async list(userId: string, currentDeviceIdentifier: string): Promise<Device[]> {
      const rows = await repository.list(userId);
      const rank = (row: DeviceRow) =>
        row.deviceIdentifier === currentDeviceIdentifier ? 0 : row.isActive ? 1 : 2;
      return rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
        .map(({ row }) => toDevice(row, currentDeviceIdentifier));
    },

    /** Records a device a member signs in on; a new one is active while the member is under the limit. */
    async register(userId: string, { userAgent, ...device }: SeenDevice): Promise<void> {
      const max = await limit();
      await db.transaction(async (tx) => {
        await repository.lockMember(userId, tx);
        const existing = await repository.find(userId, device.deviceIdentifier, tx);
        if (existing) {
          await repository.update(
            userId,
            device.deviceIdentifier,
            { model: device.model, platform: device.platform, userAgent, lastUsedAt: new Date() },
            tx,
          );
          return;
        }
        const isActive = (await repository.countActive(userId, tx)) < max;
        await repository.insert({ userId, ...device, userAgent, lastUsedAt: new Date(), isActive }, tx);
      });
    },

    /** A session renewed on the device: its last use and User-Agent are written at most once an hour. */
    recordUse: (userId: string, deviceIdentifier: string, userAgent: string | undefined) =>
      repository.recordUse(userId, deviceIdentifier, userAgent, LAST_USE_PRECISION_SECONDS),

    /** Whether the member has signed in on this device before (and not removed it since). */
    async isRegistered(userId: string, deviceIdentifier: string): Promise<boolean> {
      return (await repository.find(userId, deviceIdentifier)) !== undefined;
    },

    async isActive(userId: string, deviceIdentifier: string): Promise<boolean> {
      return (await repository.find(userId, deviceIdentifier))?.isActive ?? false;
    },

    async setActive(userId: string, deviceIdentifier: string, isActive: boolean): Promise<void> {
      const max = await limit();
      await db.transaction(async (tx) => {
        await repository.lockMember(userId, tx);
        const device = await repository.find(userId, deviceIdentifier, tx);
        if (!device) throw new AppError('NOT_FOUND', 'That device is not registered to your account.');
        if (isActive && !device.isActive && (await repository.countActive(userId, tx)) >= max) {
          throw deviceLimitError(max);
        }
        await repository.update(userId, deviceIdentifier, { isActive }, tx);
      });
    },

    /** A removed device is signed out: its refresh tokens are revoked and its access tokens refused. */
    async remove(userId: string, deviceIdentifier: string, currentDeviceIdentifier: string): Promise<void> {
      if (deviceIdentifier === currentDeviceIdentifier) {
        throw new AppError('BAD_REQUEST', 'You cannot remove the device you are using.');
      }
      // Signed out first: should the removal fail after it, the device is only signed out, never left signed in.
      await endSessions(userId, deviceIdentifier);
      if (!(await repository.remove(userId, deviceIdentifier))) {
        throw new AppError('NOT_FOUND', 'That device is not registered to your account.');
      }
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
