import { z } from 'zod';
import { DeviceInputSchema } from './account';

export const DeviceSchema = z.object({
  deviceIdentifier: z.string(),
  isActive: z.boolean(),
  platform: z.string(),
  model: z.string(),
  /** The browser and system read from the device's User-Agent header, with versions where they are reliable. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  created: z.string(),
  /** When it last signed in or renewed its session (kept to the hour). */
  lastUsed: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const PostDeviceBodySchema = DeviceInputSchema;
export const PatchDeviceBodySchema = z.object({
  deviceIdentifier: z.string().min(1).max(128),
  isActive: z.boolean(),
});
export const DeleteDeviceBodySchema = z.object({ deviceIdentifier: z.string().min(1).max(128) });
