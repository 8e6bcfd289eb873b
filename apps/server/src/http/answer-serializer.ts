import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * A value as answer JSON, checked and stripped as every answer is (below): for parts of answers made once and sent
 * many times, which a route then sends as text.
 */
export const checkedJson = (schema: ZodType, value: unknown): string => JSON.stringify(schema.parse(value));

/** Sends an answer written from checked JSON as it is, past the route's serializer. */
export const sendCheckedJson = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/**
 * Every answer is checked against its route's schema and stripped of what the schema does not name, so a field a
 * route did not mean to send never leaves the server. It parses rather than encodes (the type provider's own
 * serializer encodes, for codecs, which no answer schema has): the same result for a third of the time, 40 against
 * 120 µs for the home rails.
 */
export const serializeAnswer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
