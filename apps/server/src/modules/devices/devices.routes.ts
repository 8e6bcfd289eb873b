import { MessageSchema } from '@crewcast/contracts/account';
import {
  DeleteDeviceBodySchema,
  DeviceSchema,
  PatchDeviceBodySchema,
  PostDeviceBodySchema,
} from '@crewcast/contracts/devices';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { DevicesService } from './devices.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const DeviceListSchema = z.array(DeviceSchema);

export const devicesRoutes: FastifyPluginAsyncZod<{
  service: DevicesService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.addHook('preHandler', authenticate);

  app.get(
    '/v2/device',
    { schema: { tags: ['devices'], response: { 200: DeviceListSchema, ...errors } } },
    async (request) => {
      const { userId, deviceIdentifier } = member(request);
      return service.list(userId, deviceIdentifier);
    },
  );

  app.post(
    '/v2/device',
    {
      schema: {
        tags: ['devices'],
        body: PostDeviceBodySchema,
        response: { 200: DeviceListSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, deviceIdentifier } = member(request);
      await service.register(userId, { ...request.body, userAgent: request.headers['user-agent'] });
      return service.list(userId, deviceIdentifier);
    },
  );

  app.patch(
    '/v2/device',
    {
      schema: {
        tags: ['devices'],
        body: PatchDeviceBodySchema,
        response: { 200: DeviceListSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, deviceIdentifier } = member(request);
      await service.setActive(userId, request.body.deviceIdentifier, request.body.isActive);
      return service.list(userId, deviceIdentifier);
    },
  );

  app.delete(
    '/v2/device',
    {
      schema: {
        tags: ['devices'],
        body: DeleteDeviceBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, deviceIdentifier } = member(request);
      await service.remove(userId, request.body.deviceIdentifier, deviceIdentifier);
      return { message: 'The device has been removed.' };
    },
  );
};
