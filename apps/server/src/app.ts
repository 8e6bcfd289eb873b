import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerSecurity } from './http/security';
import { registerWebApp } from './http/web';
import { configRoutes } from './modules/config/config.routes';
import { createConfigRepository } from './modules/config/config.repository';
import { createConfigService } from './modules/config/config.service';
import { faqRoutes } from './modules/faq/faq.routes';
import { createFaqRepository } from './modules/faq/faq.repository';
import { createFaqService } from './modules/faq/faq.service';
import { healthRoutes } from './modules/health/health.routes';
import { localisationRoutes } from './modules/localisation/localisation.routes';
import { createLocalisationRepository } from './modules/localisation/localisation.repository';
import { createLocalisationService } from './modules/localisation/localisation.service';

export interface AppDependencies {
  config: Config;
  database: DatabaseConnection;
  /** The process logger; without one the app logs at LOG_LEVEL on its own. */
  loggerInstance?: FastifyBaseLogger;
}

export async function buildApp({ config, database, loggerInstance }: AppDependencies) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: { level: config.LOG_LEVEL } }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Hand the request id back so a user's report can be matched to the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Crewcast API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const { db, pool } = database;
  const localisationRepository = createLocalisationRepository(db);
  const configService = createConfigService(createConfigRepository(db), app.log);
  const cache = { maxAge: config.CONTENT_CACHE_MAX_AGE, ttlMs: config.CONTENT_CACHE_TTL_MS };

  await app.register(healthRoutes, { pool });
  await app.register(configRoutes, { service: configService, cache });
  await app.register(localisationRoutes, {
    service: createLocalisationService(localisationRepository),
    cache,
  });
  await app.register(faqRoutes, {
    service: createFaqService(createFaqRepository(db), localisationRepository),
    cache,
  });
  await registerWebApp(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
