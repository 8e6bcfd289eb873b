import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeAnswer } from './answer-serializer';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
const Member = z.object({ id: z.number().int(), email: z.string(), joinedAt: z.iso.datetime().nullable() });
let answer: z.infer<typeof Member>;

beforeAll(async () => {
  app.setSerializerCompiler(serializeAnswer);
  app.get('/member', { schema: { response: { 200: Member } } }, async () => answer);
  await app.ready();
});
afterAll(() => app.close());

describe('answers', () => {
  it('are sent as their schema names them, without the fields it does not name', async () => {
    answer = { id: 7, email: 'ada@example.com', joinedAt: null, ...{ passwordHash: 'secret' } };
    const res = await app.inject('/member');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, email: 'ada@example.com', joinedAt: null });
  });

  it('that do not match their schema are not sent', async () => {
    // A route's bug: the wrong types, which its schema must stop.
    answer = { id: '7', email: 'ada@example.com', joinedAt: 'yesterday' } as unknown as typeof answer;
    const res = await app.inject('/member');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('ada@example.com');
  });
});
