import type { AccountModule } from '../account/account.module';
import type { ConfigModule } from '../config/config.module';
import { defineModule, type ModuleContext } from '../module';
import { devicesRoutes } from './devices.routes';
import { createDevicesService } from './devices.service';

export { seenDevice, type SeenDevice } from './devices.service';

/** The devices a member signed in on. */
export function createDevicesModule(
  deps: Pick<ModuleContext, 'db'> & {
    siteConfig: ConfigModule;
    /** The account module (which owns sessions), built after this one. */
    account: () => AccountModule;
  },
) {
  const service = createDevicesService(deps.db, deps.siteConfig.service, (userId, deviceIdentifier) =>
    deps.account().service.endDeviceSessions(userId, deviceIdentifier),
  );
  return defineModule({
    service,
    routes: async (app, { authenticate }) =>
      void (await app.register(devicesRoutes, { service, authenticate })),
  });
}

export type DevicesModule = ReturnType<typeof createDevicesModule>;
