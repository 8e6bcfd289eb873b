import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// A NUL character, or a surrogate half without its partner: PostgreSQL cannot store either in text or jsonb.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(text: string): string {
  return text.includes('\0')
    ? 'must not contain a NUL character'
    : 'must not contain an unpaired surrogate character';
}

/**
 * The dotted path of a string (value or key) in `value` that PostgreSQL cannot store. A walk with its own
 * stack, so a deeply nested body cannot overflow the call stack.
 */
function findUnstorable(value: unknown): { field: string; problem: string } | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, trail] = next;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return { field: trail, problem: describe(item) };
      continue;
    }
    // Raw bodies (a webhook's bytes) are checked by whoever reads them, not here.
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const field = trail ? `${trail}.${key}` : key;
      if (UNSTORABLE.test(key)) return { field, problem: describe(key) };
      pending.push([child, field]);
    }
  }
  return null;
}

/**
 * One rule at the edge: text PostgreSQL cannot store never reaches a handler, from the path, the query string
 * or a JSON body; the answer is a 400 naming the field. A callback hook: an async one would cost every request a
 * promise.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnstorable(request.params) ?? findUnstorable(request.query) ?? findUnstorable(request.body);
    if (!found) return done();
    const field = found.field || 'body';
    done(
      new AppError('VALIDATION', `The field ${field} ${found.problem}.`, {
        fields: { [field]: [found.problem] },
      }),
    );
  });
}
