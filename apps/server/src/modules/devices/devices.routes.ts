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
import type { AccessClaims } from '../../http/access-tokens';
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

  /** The member's devices as they are once a change is made. */
  const listAfter = async (member: AccessClaims, change: Promise<void>) => {
    await change;
    return service.list(member.userId, member.deviceIdentifier);
  };

  action(
    'POST /v2/device',
    { body: PostDeviceBodySchema, response: DeviceListSchema },
    async ({ member, body, request }) =>
      listAfter(
        member,
        service.register(member.userId, { ...body, userAgent: request.headers['user-agent'] }),
      ),
  );

  action(
    'PATCH /v2/device',
    { body: PatchDeviceBodySchema, response: DeviceListSchema },
    async ({ member, body }) =>
      listAfter(member, service.setActive(member.userId, body.deviceIdentifier, body.isActive)),
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
