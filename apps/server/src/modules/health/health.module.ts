import type pg from 'pg';
import type { AppModule } from '../module';
import { healthRoutes } from './health.routes';

/** The liveness and readiness checks. */
export function createHealthModule({ pool }: { pool: pg.Pool }): AppModule {
  return { routes: async (app) => void (await app.register(healthRoutes, { pool })) };
}
