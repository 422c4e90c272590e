/**
 * Errors a module throws; the error handler turns them into the JSON answer with their status and
 * `code` (packages/domain contract/error-codes.ts): the one named in `extra.code`, else the class
 * of the status. A refusal a client must tell apart from others of its status names its own code.
 */
import { codeOfStatus, type ErrorCode } from '@admissao/domain';

export type ErrorExtra = Record<string, unknown> & { code?: ErrorCode };

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    message: string,
    { code, ...extra }: ErrorExtra = {},
  ) {
    super(message);
    this.code = code ?? codeOfStatus(statusCode);
    this.extra = extra;
  }
}
export const badRequest = (message: string, extra?: ErrorExtra) => new HttpError(400, message, extra);
export const unauthorized = (message: string, code?: ErrorCode) => new HttpError(401, message, { code });
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, { code });
export const notFound = (message: string) => new HttpError(404, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retryAfter: retryAfterSeconds });
