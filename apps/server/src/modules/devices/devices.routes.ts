import { MessageSchema } from '@crewcast/contracts/account';
import {
  DeleteDeviceBodySchema,
  DeviceSchema,
  PatchDeviceBodySchema,
  PostDeviceBodySchema,
} from '@crewcast/contracts/devices';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberActions } from '../../http/member-action';
import type { DevicesService } from './devices.service';

const DeviceListSchema = z.array(DeviceSchema);

export const devicesRoutes: FastifyPluginAsyncZod<{
  service: DevicesService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const action = memberActions(app, { tag: 'devices', refusals: [400, 404, 409], authenticate });

  action('GET /v2/device', { response: DeviceListSchema }, async ({ member }) =>
    service.list(member.userId, member.deviceIdentifier),
  );

  action(
    'POST /v2/device',
    { body: PostDeviceBodySchema, response: DeviceListSchema },
    async ({ member, body, request }) => {
      await service.register(member.userId, { ...body, userAgent: request.headers['user-agent'] });
      return service.list(member.userId, member.deviceIdentifier);
    },
  );

  action(
    'PATCH /v2/device',
    { body: PatchDeviceBodySchema, response: DeviceListSchema },
    async ({ member, body }) => {
      await service.setActive(member.userId, body.deviceIdentifier, body.isActive);
      return service.list(member.userId, member.deviceIdentifier);
    },
  );

  action(
    'DELETE /v2/device',
    { body: DeleteDeviceBodySchema, response: MessageSchema },
    async ({ member, body }) => {
      await service.remove(member.userId, body.deviceIdentifier, member.deviceIdentifier);
      return { message: 'The device has been removed.' };
    },
  );
};
