/**
 * Repeats a call the server could not serve just now: 503 (a dependency such as the database or
 * the file storage is down), 502/504 (the load balancer lost the API process) or no connection.
 * Only for calls that are safe to repeat — reads (safe-calls.ts) and uploads, which the server
 * stores whole or not at all; a write is never repeated behind the user's back.
 *
 * Each wait honours Retry-After, capped at 10 s (2 s, 4 s, 8 s without one); at most 3 repeats and
 * 30 s of waiting in all, so a screen is never held long before it can show the server's message.
 * While waiting the shared notice is up (unavailable-notice.ts); aborting the call ends the wait.
 */
import { hasCode, isApiError, type ApiError } from './api-error';
import type { RetryNotice } from './unavailable-notice';

/**
 * The notice's code is needed only when something fails, so it stays out of the first load (the
 * candidate's page is at its size budget): fetched a few seconds after start, while the server is
 * still there, and asked for again at the first failure if that fetch did not happen. A call waits
 * without a notice only when the notice could not be fetched at all.
 */
type NoticeModule = typeof import('./unavailable-notice');
let noticeModule: Promise<NoticeModule> | null = null;
const loadNotice = (): Promise<NoticeModule | null> => {
  noticeModule ??= import('./unavailable-notice').catch((err: unknown) => {
    noticeModule = null;
    throw err;
  });
  return noticeModule.catch(() => null);
};
if (typeof window !== 'undefined') setTimeout(() => void loadNotice(), 3000);

export interface RetryPolicy {
  maxRetries: number;
  /** the first wait when the answer names none; doubled for each repeat */
  defaultWaitMs: number;
  /** cap of one wait, whatever Retry-After asks */
  maxWaitMs: number;
  /** cap of all the waits of one call */
  totalWaitMs: number;
}

export const RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  defaultWaitMs: 2000,
  maxWaitMs: 10_000,
  totalWaitMs: 30_000,
};

/** A failure that may be gone in a few seconds (not a refusal, not a bug of ours: 500 is not here). */
export const isTransient = (e: unknown): e is ApiError => hasCode(e, 'NETWORK', 'UNAVAILABLE');

/** The wait before repeat number `retry` (1, 2, …). */
export const waitBefore = (retry: number, error: ApiError, policy: RetryPolicy = RETRY_POLICY) =>
  Math.min(policy.maxWaitMs, error.retryAfterMs ?? policy.defaultWaitMs * 2 ** (retry - 1));

const abortError = (signal?: AbortSignal): DOMException =>
  signal?.reason instanceof DOMException ? signal.reason : new DOMException('Aborted', 'AbortError');

/** setTimeout as a promise that rejects with an AbortError (as fetch does) when the signal fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Runs `attempt` (one request, rejecting with ApiError) and runs it again after a transient
 * failure, as the policy allows. The last error is thrown as it came, its `retries` set.
 */
export async function repeatWhileUnavailable<T>(
  attempt: () => Promise<T>,
  signal?: AbortSignal,
  policy: RetryPolicy = RETRY_POLICY,
): Promise<T> {
  let notice: RetryNotice | null = null;
  let waited = 0;
  for (let retries = 0; ; retries++) {
    try {
      const answer = await attempt();
      notice?.end(true);
      return answer;
    } catch (e) {
      const wait = isTransient(e) ? waitBefore(retries + 1, e, policy) : Infinity;
      if (!isTransient(e) || retries >= policy.maxRetries || waited + wait > policy.totalWaitMs) {
        notice?.end(false);
        if (isApiError(e)) e.retries = retries;
        throw e;
      }
      notice ??= (await loadNotice())?.retryNotice() ?? null;
      notice?.waitFor(wait, e.network);
      try {
        await sleep(wait, signal);
      } catch (abort) {
        notice?.end(false);
        throw abort;
      }
      waited += wait;
      notice?.resending();
    }
  }
}
