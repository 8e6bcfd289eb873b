import type { Logger } from 'pino';
import type { Config } from '../config';
import type pg from 'pg';
import type { Database } from '../db/client';
import type { EventBus } from '../events';
import type { HttpApp } from '../http/http-app';
import type { RouteKit } from '../http/route-kit';
import type { JobRunner } from '../jobs/job-runner';
import type { Metrics } from '../metrics/metrics';

/** What every module is built from. A module defines its jobs on `jobs` and listens on `events` as it is built. */
export interface ModuleContext {
  config: Config;
  db: Database;
  /** The database's connection pool, for advisory locks and plain SQL. */
  pool: pg.Pool;
  jobs: JobRunner;
  events: EventBus;
  log: Logger;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The time billing runs on; tests move it forward. */
  clock: () => Date;
  /** What the modules count and measure for /metrics. */
  metrics: Metrics;
}

/**
 * What a module adds to the app (app.ts registers it); a module's `create<Name>Module` returns this beside what
 * it lends other modules (its services, columns for composed reads).
 */
export interface AppModule {
  /** Registers the module's public routes. */
  routes?: (app: HttpApp, kit: RouteKit) => Promise<void>;
  /** Registers the module's console routes (`/v1/admin/`), behind `kit.guards`. */
  adminRoutes?: (app: HttpApp, kit: RouteKit) => Promise<void>;
  /** Runs once the app is ready (the job queue has started), before requests are served. */
  start?: () => Promise<void>;
  /** Runs as the app closes, before the HTTP server stops. */
  close?: () => Promise<void>;
}

/** Checks a module's additions against `AppModule` and keeps the type of what it lends. */
export function defineModule<Lent extends object>(module: Lent & AppModule): Lent & AppModule {
  return module;
}

/**
 * Registers the modules' routes in their order, every public route before any console route; start hooks run in
 * it once the app is ready, close hooks as it closes.
 */
export async function registerModules(app: HttpApp, kit: RouteKit, modules: AppModule[]): Promise<void> {
  for (const module of modules) await module.routes?.(app, kit);
  for (const module of modules) await module.adminRoutes?.(app, kit);
  for (const { start } of modules) if (start) app.addHook('onReady', start);
  for (const { close } of modules) if (close) app.addHook('preClose', close);
}
