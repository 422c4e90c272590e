/**
 * Gives the page its candidate's save queue (api/save-edit.ts: the queue with its calls and cache
 * updates) and re-sends the stored edits when the page opens online.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useCandidateSaveQueue } from '../api/save-edit';
import type { SaveQueue } from './saveQueue';
import type { EditState, QueueSnapshot } from './types';

const QueueContext = createContext<SaveQueue | null>(null);

export function AutosaveProvider({ codcandidato, children }: { codcandidato: number; children: ReactNode }) {
  const queue = useCandidateSaveQueue(codcandidato);
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
