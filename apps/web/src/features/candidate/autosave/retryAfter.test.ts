// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { isRetryable, retryAfterOf } from './policy';
import { memoryPendingStore } from './pendingStore';
import { SaveQueue } from './saveQueue';

const DOWN = 'Banco de dados indisponível. Tente novamente em instantes.';
const unavailable = (status: number, retryAfterMs?: number) =>
  new ApiError(status, DOWN, [], false, { statusCode: status }, retryAfterMs);

describe('autosave while the server is unavailable', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('treats 503, 502 and 504 as not saved yet (retried), a 400 as a refusal', () => {
    for (const status of [502, 503, 504]) expect(isRetryable(unavailable(status))).toBe(true);
    expect(isRetryable(new ApiError(400, 'CPF inválido'))).toBe(false);
  });

  it('waits as long as Retry-After asks before sending again (never sooner, at most 30 s)', async () => {
    const failures = [unavailable(503, 7000), unavailable(503, 120_000)];
    const sent: number[] = [];
    const queue = new SaveQueue({
      send: async () => {
        sent.push(Date.now());
        const next = failures.shift();
        if (next) throw next;
        return {};
      },
      isRetryable,
      retryAfterOf,
      messageOf: (e) => (e instanceof Error ? e.message : ''),
      store: memoryPendingStore(),
    });
    queue.enqueue({ kind: 'field', field: 'NOME' }, 'ANA');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot().states.get('field:NOME')).toMatchObject({ status: 'retrying', message: DOWN });
    await vi.advanceTimersByTimeAsync(6999); // backoff alone would have sent it after 1 s
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_999); // asked 120 s: capped at the queue's 30 s
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(queue.getSnapshot().pendingCount).toBe(0);
  });
});
