/**
 * Pending edits kept in local storage (key admissao.pendingEdits.{CODCANDIDATO}) so that an
 * edit not yet saved survives a reload and is re-sent on the next load. Every write reads the
 * stored map first and touches only its own key: two tabs of the same candidate keep each
 * other's edits, and an edit is removed only by the id that wrote it.
 */
import type { Edit } from './types';

export const PENDING_EDITS_PREFIX = 'admissao.pendingEdits.';
export const pendingEditsKey = (codcandidato: number) => `${PENDING_EDITS_PREFIX}${codcandidato}`;

export interface PendingStore {
  /** stored edits, oldest first */
  load(): Edit[];
  put(edit: Edit): void;
  /** removes the edit only when the stored one of its key is this very edit */
  remove(edit: Edit): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isEdit = (v: unknown): v is Edit =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Edit).id === 'string' &&
  typeof (v as Edit).key === 'string' &&
  typeof (v as Edit).target === 'object' &&
  typeof (v as Edit).at === 'number';

export function localPendingStore(
  storageKey: string,
  storage: StorageLike | null = browserStorage(),
): PendingStore {
  const read = (): Record<string, Edit> => {
    const text = storage?.getItem(storageKey);
    if (!text) return {};
    try {
      const data = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(data).filter(([, v]) => isEdit(v))) as Record<string, Edit>;
    } catch {
      return {};
    }
  };
  const write = (map: Record<string, Edit>) => {
    if (!storage) return;
    try {
      if (Object.keys(map).length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(map));
    } catch {
      // storage full or blocked: the edit still lives in memory and is being sent
    }
  };
  return {
    load: () => Object.values(read()).sort((a, b) => a.at - b.at),
    put(edit) {
      const map = read();
      map[edit.key] = edit;
      write(map);
    },
    remove(edit) {
      const map = read();
      if (map[edit.key]?.id !== edit.id) return;
      delete map[edit.key];
      write(map);
    },
  };
}

/** A store in memory (tests, or when local storage is unavailable). */
export function memoryPendingStore(): PendingStore & { map: Map<string, Edit> } {
  const map = new Map<string, Edit>();
  return {
    map,
    load: () => [...map.values()].sort((a, b) => a.at - b.at),
    put: (edit) => void map.set(edit.key, edit),
    remove(edit) {
      if (map.get(edit.key)?.id === edit.id) map.delete(edit.key);
    },
  };
}
