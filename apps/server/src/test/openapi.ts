import type { App } from '../app';

/** The parts of a JSON schema (as the zod transform writes them) that the suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}`, as the authorization table names it. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation the server describes in its own OpenAPI document (the app must be ready). */
export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(methods)) {
      const method = verb.toUpperCase() as Operation['method'];
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        bodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Percent-encodes every UTF-16 code unit as UTF-8 would (WTF-8), so a lone surrogate travels as the bytes a
 * careless client would send instead of failing here.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    const paired = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const text = paired ? value.slice(index, index + 2) : value[index]!;
    if (paired) index += 1;
    if (unit >= 0xd800 && unit <= 0xdfff && !paired) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(text);
  }
  return encoded;
}

/** The URL of an operation with its path parameters filled in (each encoded) and a query string. */
export function urlOf(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    percentEncode(pathValues[name] ?? ''),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
