import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type: a status and a `detail` a person can act on. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** What went wrong inside, for the log only (never in the answer): which field of another service's reply broke its schema. */
    cause?: unknown,
  ) {
    super(detail, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail: string) => new AppError(401, detail);
export const forbidden = (detail: string) => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unavailable = (detail: string) => new AppError(503, detail);

const INTERNAL = 'Something went wrong on our side. Please try again in a moment.';

const clientErrorTexts: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid',
};

/** PostgreSQL's "the server is going away / not there" classes, and the socket errors of a lost connection. */
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNREACHABLE_TEXT = /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or one it wraps) says the database or another server could not be reached. */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if ((typeof code === 'string' && UNREACHABLE_CODES.has(code)) || (typeof message === 'string' && UNREACHABLE_TEXT.test(message))) return true;
  }
  return false;
}

const UNAVAILABLE = 'This part of the service is not available right now. Please try again in a moment.';

/** PostgreSQL's "data exception" class: a value the client sent that no column can hold. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22021': 'The request contains characters that cannot be stored (such as a NUL character)',
  '22P05': 'The request contains characters that cannot be stored',
  '22001': 'A value in the request is too long',
  '22003': 'A number in the request is out of range',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
  '22P02': 'A value in the request is not in the expected form',
};

/** The client-data error a database raised, if the error (or one it wraps) is one. */
function dataException(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTIONS[code]) return DATA_EXCEPTIONS[code];
  }
  return undefined;
}

/** Turns anything thrown into `{detail}`; validation errors name the field, 5xx hide internals. */
export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.warn({ detail: error.detail, ...(error.cause === undefined ? {} : { cause: error.cause }) }, 'service unavailable');
    return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.code(400).send({ detail: first?.message ?? 'Invalid request' });
  }
  // Bad percent-encoding somewhere a library decodes it: the client's address is at fault.
  if (error instanceof URIError) return reply.code(400).send({ detail: 'The address has invalid percent-encoding' });
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail =
      (fastifyError.code && clientErrorTexts[fastifyError.code]) ||
      (status === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message) ||
      'Bad request';
    return reply.code(status).send({ detail });
  }
  const refused = dataException(error);
  if (refused) return reply.code(400).send({ detail: refused });
  // A database that restarts is an outage, not a bug: the client may try again shortly.
  if (isUnreachable(error)) {
    request.log.warn({ err: (error as Error).message }, 'a server this service needs is unreachable');
    return reply.code(503).send({ detail: UNAVAILABLE });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ detail: INTERNAL });
}
