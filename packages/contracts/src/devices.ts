import { z } from 'zod';
import { DeviceInputSchema } from './account';

export const DeviceSchema = z.object({
  deviceIdentifier: z.string(),
  isActive: z.boolean(),
  platform: z.string(),
  model: z.string(),
  created: z.string(),
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const PostDeviceBodySchema = DeviceInputSchema;
export const PatchDeviceBodySchema = z.object({
  deviceIdentifier: z.string().min(1).max(128),
  isActive: z.boolean(),
});
export const DeleteDeviceBodySchema = z.object({ deviceIdentifier: z.string().min(1).max(128) });
