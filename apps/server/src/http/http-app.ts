import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { serializeAnswer } from './answer-serializer';
import { registerCompression } from './compression';
import { registerErrorHandling } from './errors';
import { requestLogging } from './request-logging';
import { registerSecurity, trustedProxies, type ExtraSourcesFeed } from './security';
import { registerStorableTextGuard } from './storable-text';

/** The Fastify app every module registers its routes on (zod schemas validate and serialise). */
export type HttpApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The shared HTTP layer every route sits behind: request ids and logging, errors, the storable-text guard,
 * security headers, CORS and rate limits, compression and the OpenAPI document at /docs.
 */
export async function createHttpApp(
  config: Config,
  logger: Logger,
  /** Origins beyond the configured ones the site's pages may use (the CSP's connect-src and script-src). */
  extraSources: ExtraSourcesFeed,
): Promise<HttpApp> {
  const app = Fastify({
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ...requestLogging(logger),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAnswer);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerStorableTextGuard(app);
  // Hand the request id back so a user's report can be matched to the logs (set as the request arrives: a
  // synchronous hook, where one on sending would cost every answer a promise).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, config, extraSources);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Crewcast API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  return app;
}
