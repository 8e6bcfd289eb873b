import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi';

/** Strings that have broken servers before: injections, NUL bytes, odd numbers, path tricks, odd Unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  '\\',
  '%',
  '%%41',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '99999999999999999999999999',
  '9007199254740993',
  '0x10',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '\u202Eevil',
  '\uFEFF',
  'ﬀ𝔘𝔫𝔦𝔠𝔬𝔡𝔢😀',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(121),
  'b'.repeat(10_000),
];

const longString = fc.constantFrom('x'.repeat(100_000), 'é'.repeat(50_000));

/** Any string worth trying where a string is expected. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${a}\u0000${b}`),
    weight: 1,
  },
  { arbitrary: longString, weight: 1 },
);

/** Any JSON value, leaning towards hostile ones. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 63),
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      true,
      false,
      null,
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(
    (schema.minimum ?? -(2 ** 31)) + exclusiveMin,
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -(2 ** 31),
  );
  const max = Math.min(
    (schema.maximum ?? 2 ** 31) - exclusiveMax,
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 2 ** 31,
  );
  // Small ids find the seeded rows; the bounds find off-by-one handling.
  const safeMin = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  const safeMax = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  const nearLow = Math.min(Math.max(safeMin, 0), safeMax);
  const near = fc.integer({ min: nearLow, max: Math.min(safeMax, nearLow + 40) });
  return fc.oneof(near, fc.constantFrom(safeMin, safeMax), fc.integer({ min: safeMin, max: safeMax }));
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/**
 * Values shaped by a JSON schema, so requests get past validation into the handlers; `hostile` puts a
 * hostile value in place of any part now and then.
 */
export function valueFor(schema: JsonSchema, hostile: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (!hostile) return shapedBy(schema, hostile, depth);
  return fc.oneof(
    { arbitrary: shapedBy(schema, hostile, depth), weight: 5 },
    { arbitrary: junkValue, weight: 1 },
  );
}

function shapedBy(schema: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((option) => shapedBy(option, hostile, depth)));
  if (schema.allOf?.length) return shapedBy(Object.assign({}, ...schema.allOf) as JsonSchema, hostile, depth);
  if (depth > 6) return junkValue;
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      // The zod transform drops string formats; a field's name says what a handler expects.
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          /email/i.test(name) && !property.format
            ? valueFor({ ...property, format: 'email' }, hostile, depth + 1)
            : valueFor(property, hostile, depth + 1),
        ]),
      );
      const required = (schema.required ?? []).filter((name) => name in properties);
      const record = fc.record(shape, { requiredKeys: required });
      return fc.oneof(
        { arbitrary: record, weight: 4 },
        // A stray field beside the known ones.
        {
          arbitrary: fc
            .tuple(record, junkString, junkValue)
            .map(([value, key, extra]) => ({ ...value, [key]: extra })),
          weight: 1,
        },
      );
    }
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, hostile, depth + 1), {
        minLength: schema.minItems ?? 0,
        // A list that must be long (a bingo layout's words) is drawn at its shortest.
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.oneof(integerIn(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    default:
      return junkValue;
  }
}

/** A parameter's value as it travels in a URL. */
export function parameterValue(schema: JsonSchema, hostile: boolean): fc.Arbitrary<string> {
  return valueFor(schema, hostile).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
}

export interface FuzzRequest {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  /** The raw payload and its content type; none when undefined. */
  payload?: { body: string; contentType: string };
  as: 'anonymous' | 'member' | 'forged';
}

function nested(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

function payloadFor(operation: Operation): fc.Arbitrary<FuzzRequest['payload']> {
  const json = (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const hostile = fc.oneof(
    // Bodies of the wrong type.
    junkValue.map(json),
    fc.constantFrom(
      // Past the body limit.
      json({ text: 'x'.repeat(1024 * 1024 + 1) }),
      // Just under it.
      json({ text: 'y'.repeat(900 * 1024) }),
      // Deeply nested.
      { body: nested(5_000), contentType: 'application/json' },
      // Not JSON at all.
      { body: '{"unterminated": ', contentType: 'application/json' },
      { body: '{"a":1}', contentType: 'text/plain' },
      { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { body: '\u0000\u0001\u0002', contentType: 'application/octet-stream' },
      json({ ['__proto__']: { admin: true }, constructor: { prototype: { admin: true } } }),
    ),
  );
  if (!operation.body) {
    if (operation.method === 'GET') return fc.constant(undefined);
    return fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: hostile, weight: 1 });
  }
  return fc.oneof(
    { arbitrary: valueFor(operation.body, false).map(json), weight: 3 },
    { arbitrary: valueFor(operation.body, true).map(json), weight: 3 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Requests for one operation: junk or plausible path and query parameters, bodies, and callers. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        fc.oneof(parameterValue(parameter.schema, false), parameterValue(parameter.schema, true), junkString),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const known = (hostile: boolean) =>
    fc.record(
      Object.fromEntries(
        operation.queryParams.map((parameter) => [parameter.name, parameterValue(parameter.schema, hostile)]),
      ),
      {
        requiredKeys: operation.queryParams.filter((parameter) => parameter.required).map(({ name }) => name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.oneof(
    { arbitrary: known(false), weight: 2 },
    { arbitrary: known(true), weight: 2 },
    {
      arbitrary: fc
        .tuple(known(true), junkString, junkString)
        .map(([values, key, value]) => ({ ...values, [key]: value })),
      weight: 1,
    },
  );
  return fc.record({
    pathValues,
    query,
    payload: payloadFor(operation),
    as: fc.constantFrom('anonymous', 'member', 'member', 'forged'),
  }) as fc.Arbitrary<FuzzRequest>;
}
