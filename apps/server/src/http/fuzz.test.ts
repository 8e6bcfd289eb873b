import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFor, type FuzzRequest } from '../test/fuzz-arbitraries';
import { bearer, registerMember, requestAs } from '../test/members';
import { operationsOf, urlOf, type Operation } from '../test/openapi';
import { createTestApp, UNLIMITED_ENV, type TestContext } from '../test/test-app';

/**
 * Every operation in the server's OpenAPI document, called with junk: path and query parameters, bodies of
 * the wrong type, oversize bodies and strings, NUL bytes and injections, anonymously, as a member and with a
 * forged token. No answer may be a 5xx or show a stack trace or SQL, and the server must stay ready.
 *
 * CI runs a fixed seed; FUZZ_RUNS (requests per operation) and FUZZ_SEED widen the search on demand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 1414);

/** Operations left out, each with its reason. */
const NOT_FUZZED: Record<string, string> = {};

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\.[cm]?[jt]s:\d+:\d+/;
const SQL_LEAK =
  /Failed query|syntax error at or near|violates [a-z-]+ constraint|duplicate key value|invalid input syntax for|relation "[^"]*" does not exist|column "[^"]*"|PostgresError|DrizzleError|DatabaseError/i;

let ctx: TestContext;
let operations: Operation[];
let memberToken: string;

async function freshMember(): Promise<string> {
  return (await registerMember(ctx.app)).tokens.token;
}

/** A member the fuzz may have logged out, erased or locked is replaced, so later calls still come from one. */
async function keepMemberUsable(): Promise<void> {
  const res = await requestAs(ctx.app, memberToken, 'GET', '/v2/device');
  if (res.statusCode !== 200) memberToken = await freshMember();
}

function headersFor(request: FuzzRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.as === 'member') Object.assign(headers, bearer(memberToken));
  if (request.as === 'forged') Object.assign(headers, bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'));
  if (request.payload) headers['content-type'] = request.payload.contentType;
  return headers;
}

async function send(operation: Operation, request: FuzzRequest) {
  return ctx.app.inject({
    method: operation.method,
    url: urlOf(operation, request.pathValues, request.query),
    headers: headersFor(request),
    payload: request.payload?.body,
  });
}

function describeFailure(operation: Operation, request: FuzzRequest, status: number, body: string): string {
  const shown = {
    ...request,
    payload: request.payload && { ...request.payload, body: request.payload.body.slice(0, 300) },
  };
  return `${operation.key} answered ${status}: ${body.slice(0, 500)}\nfor ${JSON.stringify(shown).slice(0, 1000)}`;
}

beforeAll(async () => {
  ctx = await createTestApp(UNLIMITED_ENV);
  operations = operationsOf(ctx.app);
  memberToken = await freshMember();
});
afterAll(async () => {
  await ctx?.close();
});

describe('fuzzing every operation in the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const key of Object.keys(NOT_FUZZED)) {
      expect(
        operations.map((operation) => operation.key),
        `NOT_FUZZED names ${key}, which is not an operation`,
      ).toContain(key);
    }
  });

  it('answers junk with a clean 4xx (or a success), never a 5xx, a stack trace or SQL', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      if (NOT_FUZZED[operation.key]) continue;
      const outcome = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const res = await send(operation, request);
          const failure = describeFailure(operation, request, res.statusCode, res.body);
          expect(res.statusCode, failure).toBeLessThan(500);
          expect(STACK_TRACE.test(res.body), failure).toBe(false);
          expect(SQL_LEAK.test(res.body), failure).toBe(false);
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(typeof body.error, failure).toBe('string');
            expect(typeof body.message, failure).toBe('string');
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // fast-check's own report prints whole counterexamples (some are megabytes); this one is cut short.
      if (outcome.failed) {
        const cause =
          outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance;
        throw new Error(
          `${String(cause).slice(0, 2000)}\n(seed ${SEED}, path "${outcome.counterexamplePath}")`,
        );
      }
      await keepMemberUsable();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);

  it('is still ready, and still serves, afterwards', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const config = await ctx.app.inject({ method: 'GET', url: '/v1/remoteconfig' });
    expect(config.statusCode).toBe(200);
    const devices = await requestAs(ctx.app, memberToken, 'GET', '/v2/device');
    expect(devices.statusCode).toBe(200);
  });
});
