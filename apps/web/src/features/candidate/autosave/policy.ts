/** When the autosave sends an edit again, how long it waits, and what it says of a failure. */
import { hasCode, isApiError, isRefusal, SIGNED_OUT } from '../../../lib/api';

/**
 * Network failures, timeouts, rate limits and server errors (the 503 of a dependency that is down,
 * the 502/504 of the load balancer) are retried, waiting as long as Retry-After asks; other 4xx
 * are refusals.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return !(error instanceof DOMException && error.name === 'AbortError');
  return !isRefusal(error) || hasCode(error, 'TIMEOUT', 'RATE_LIMITED', ...SIGNED_OUT);
}

/** what the failed answer asked to wait (Retry-After of a 503 or 429), in ms */
export const retryAfterOf = (error: unknown) => (isApiError(error) ? error.retryAfterMs : undefined);

export const messageOf = (error: unknown) =>
  isApiError(error) ? (error.network ? 'Sem conexão com o servidor' : error.message) : 'Erro ao salvar';
