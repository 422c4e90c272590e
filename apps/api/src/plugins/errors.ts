/**
 * Every error becomes a JSON answer with a pt-BR message and a stable `code` (contract/error-codes.ts:
 * the module's own, else the class of the status — decision 012): validation 400 (first failed
 * rule in `message`, all in `messages`), module errors with their status, malformed
 * requests 4xx; a dependency away for a moment (database, storage) 503 with Retry-After
 * (lib/unavailable.ts); anything unexpected is logged and answers 500 without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, MSG, type ErrorCode } from '@admissao/domain';
import { HttpError } from '../lib/http-errors.ts';
import { isUnavailable, RETRY_AFTER_SECONDS, unavailableSummary } from '../lib/unavailable.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (
      statusCode: number,
      message: string,
      extra: Record<string, unknown> = {},
      code: ErrorCode = codeOfStatus(statusCode),
    ) =>
      reply
        .code(statusCode)
        .send({ statusCode, code, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...extra });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((v) => v.message);
      return send(400, messages[0] ?? MSG.invalidInput, { messages });
    }
    if (error instanceof HttpError) {
      const { retryAfter, ...extra } = error.extra;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(error.statusCode, error.message, extra, error.code);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 413) return send(413, 'Arquivo ou dados excedem o tamanho permitido.');
      if (status === 415) return send(415, 'Tipo de conteúdo não suportado.');
      if (status === 429) return send(429, MSG.tooManyAttempts);
      return send(status === 404 ? 404 : 400, status === 404 ? MSG.notFound : MSG.invalidInput);
    }
    if (isUnavailable(error)) {
      // the cause by its codes only: a statement's text or values never reach the log
      request.log.warn({ causa: unavailableSummary(error) }, 'dependência indisponível: 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(503, MSG.serviceUnavailable);
    }
    request.log.error({ err: error }, 'erro inesperado');
    return send(500, MSG.internalError);
  });
}
