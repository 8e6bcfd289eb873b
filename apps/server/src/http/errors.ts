import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@crewcast/contracts/errors';

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  ACCOUNT_EXISTS: 409,
  EMAIL_IN_USE: 409,
  EMAIL_UNCONFIRMED: 409,
  TOO_MANY_ACCOUNTS: 429,
  ACCOUNT_LOCKED: 423,
  PASSWORD_NOT_SET: 409,
  WEAK_PASSWORD: 400,
  DISPLAY_NAME: 400,
  INVALID_CODE: 400,
  INTEGRITY: 403,
  DEVICE_LIMIT: 409,
  SUBSCRIPTION_REQUIRED: 402,
  DEVICE_INACTIVE: 403,
  STREAM_LIMIT: 409,
  WATCH_LATER_FULL: 409,
  PAYMENT_DECLINED: 402,
  ALREADY_SUBSCRIBED: 409,
  SLOW_MODE: 429,
  TIMED_OUT: 403,
  BANNED: 403,
  BLOCKED_WORD: 400,
  CHAT_CLOSED: 409,
  GIFT_UNKNOWN: 400,
  GIFT_REDEEMED: 400,
  GIFT_REFUNDED: 400,
  TWO_FACTOR_REQUIRED: 403,
  SECOND_STEP_EXPIRED: 401,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type services throw; its message is safe to show to users. */
export class AppError extends Error {
  readonly statusCode: number;

  readonly fields?: Record<string, string[]>;
  readonly numericCode?: number;
  /** When the same request may succeed again (rate limits, slow mode, time-outs). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: { fields?: Record<string, string[]>; numericCode?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.numericCode = options.numericCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** An error about one field of the request: its message is the answer's and the field's. */
export function fieldError(code: AppErrorCode, field: string, message: string): AppError {
  return new AppError(code, message, { fields: { [field]: [message] } });
}

function validationFields(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const name =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    (fields[name] ??= []).push(issue.message ?? 'is not valid');
  }
  return fields;
}

/** Maps every thrown error to `{ error, message, fields? }`; 5xx details are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        error: error.code,
        message: error.message,
        code: error.numericCode,
        fields: error.fields,
      };
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const body: ErrorBody = {
        error: 'VALIDATION',
        message: 'Some fields are not valid.',
        fields: validationFields(error),
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { error: error.code ?? 'BAD_REQUEST', message: error.message };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { error: 'INTERNAL', message: 'Something went wrong on our side.' };
    return reply.status(500).send(body);
  });
}
