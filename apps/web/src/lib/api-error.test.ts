import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '@admissao/domain';
import { apiErrorOf, connectionError, hasCode, isRefusal } from './api-error';
import { isTransient } from './transient';

const answer = (status: number, body: Record<string, unknown>) =>
  apiErrorOf(status, '', JSON.stringify({ statusCode: status, message: 'm', ...body }), null);

describe('ApiError.code: what screens branch on (decision 012)', () => {
  it("is the answer's own code, so two refusals of one status are told apart", () => {
    const reusable = answer(409, { code: 'EMAIL_REUSABLE', REUTILIZAVEL: true });
    const taken = answer(409, { code: 'CONFLICT' });
    expect(reusable.code).toBe('EMAIL_REUSABLE');
    expect(hasCode(reusable, 'EMAIL_REUSABLE')).toBe(true);
    expect(hasCode(taken, 'EMAIL_REUSABLE')).toBe(false);
    expect(answer(403, { code: 'STATUS_NOT_ALLOWED' }).code).toBe('STATUS_NOT_ALLOWED');
  });

  it("is the class of the status when the answer names none (a proxy's page, Fastify's 408)", () => {
    const page = (status: number) => apiErrorOf(status, 'Bad Gateway', '<html>proxy</html>', null).code;
    expect([502, 503, 504].map(page)).toEqual(['UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect(page(500)).toBe('INTERNAL');
    expect(page(408)).toBe('TIMEOUT');
    expect(page(429)).toBe('RATE_LIMITED');
    expect(page(418)).toBe('VALIDATION');
    // a code the client does not know (a newer server) reads by its status too
    expect(answer(404, { code: 'SOMETHING_NEW' }).code).toBe('NOT_FOUND');
  });

  it('is NETWORK when no answer came; only NETWORK and UNAVAILABLE are repeated', () => {
    expect(connectionError().code).toBe('NETWORK');
    expect(isTransient(connectionError())).toBe(true);
    expect(isTransient(answer(503, { code: 'UNAVAILABLE' }))).toBe(true);
    expect(isTransient(answer(500, { code: 'INTERNAL' }))).toBe(false);
    for (const code of ERROR_CODE_LIST.filter((c) => c !== 'UNAVAILABLE'))
      expect(isTransient(answer(400, { code })), code).toBe(false);
  });

  it('a refusal is every code but the server failing or no answer', () => {
    expect(isRefusal(answer(409, { code: 'CONFLICT' }))).toBe(true);
    expect(isRefusal(answer(429, { code: 'RATE_LIMITED' }))).toBe(true);
    expect(isRefusal(answer(503, { code: 'UNAVAILABLE' }))).toBe(false);
    expect(isRefusal(answer(500, { code: 'INTERNAL' }))).toBe(false);
    expect(isRefusal(connectionError())).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});
