/**
 * Binds the save queue to the page: one queue per candidate for the life of the app (saves
 * go on after the page is left), the server calls and cache updates of api/save-edit.ts, an
 * immediate retry when the browser is back online. Sign-out stops the queue; what was not saved stays in local storage.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { hasCode, isApiError, isRefusal, SIGNED_OUT } from '../../../lib/api';
import { getSession, subscribeSession } from '../../../lib/session';
import { useEditCalls, type EditCalls } from '../api/save-edit';
import { localPendingStore, pendingEditsKey } from './pendingStore';
import { SaveQueue } from './saveQueue';
import type { EditState, QueueSnapshot } from './types';

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

const messageOf = (error: unknown) =>
  isApiError(error) ? (error.network ? 'Sem conexão com o servidor' : error.message) : 'Erro ao salvar';

const queues = new Map<number, SaveQueue>();

function createQueue(codcandidato: number, calls: EditCalls): SaveQueue {
  const queue = new SaveQueue({
    store: localPendingStore(pendingEditsKey(codcandidato)),
    isRetryable,
    messageOf,
    retryAfterOf,
    ...calls,
  });
  queue.restore();
  return queue;
}

/** The queue of this candidate (created, and its stored edits re-sent, on first use). */
export function saveQueueFor(codcandidato: number, callsFor: (codcandidato: number) => EditCalls): SaveQueue {
  let queue = queues.get(codcandidato);
  if (!queue) {
    queue = createQueue(codcandidato, callsFor(codcandidato));
    queues.set(codcandidato, queue);
  }
  return queue;
}

// another candidate, or nobody, signed in: the queues stop (local storage keeps their edits)
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    const current = getSession().candidate?.CODCANDIDATO;
    for (const [id, queue] of queues)
      if (id !== current || !getSession().token) {
        queue.dispose();
        queues.delete(id);
      }
  });
  window.addEventListener('online', () => queues.forEach((q) => q.retryNow()));
}

const QueueContext = createContext<SaveQueue | null>(null);

export function AutosaveProvider({ codcandidato, children }: { codcandidato: number; children: ReactNode }) {
  const callsFor = useEditCalls();
  const queue = saveQueueFor(codcandidato, callsFor);
  // a reload while offline: the stored edits wait; the browser coming back sends them
  useEffect(() => {
    if (navigator.onLine) queue.retryNow();
  }, [queue]);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

export function useSaveQueue(): SaveQueue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error('useSaveQueue outside AutosaveProvider');
  return queue;
}

export function useQueueSnapshot(): QueueSnapshot {
  const queue = useSaveQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}

export function useEditState(key: string): EditState | undefined {
  return useQueueSnapshot().states.get(key);
}
