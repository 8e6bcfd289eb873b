import { defineModule, type ModuleContext } from '../module';
import { pointsRoutes } from './points.routes';
import { balanceColumn, createPointsService, spendParts } from './points.service';

export { createPointsService } from './points.service';

/**
 * Members' points; `balanceColumn` reads a balance inside another statement (user info), `spendParts` spends inside
 * another statement (a Greenlight contribution).
 */
export function createPointsModule({ db }: Pick<ModuleContext, 'db'>) {
  const service = createPointsService(db);
  return defineModule({
    service,
    balanceColumn,
    spendParts,
    routes: async (app, { authenticate }) =>
      void (await app.register(pointsRoutes, { service, authenticate })),
  });
}

export type PointsModule = ReturnType<typeof createPointsModule>;
