/**
 * Which sections of the staff view are collapsed, kept in this browser (spec 3 §2). Only the
 * collapsed keys are stored, so a section is open unless the user closed it.
 */
import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_PREFIX, writeJson } from '../../../lib/storage';

export const CLOSED_SECTIONS_KEY = `${STORAGE_PREFIX}adminClosedSections`;
export const ADMIN_TAB_KEY = `${STORAGE_PREFIX}adminTab`;

const listeners = new Set<() => void>();
let closed: readonly string[] = readJson<string[]>(CLOSED_SECTIONS_KEY) ?? [];

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function setSectionOpen(key: string, open: boolean): void {
  const next = open ? closed.filter((k) => k !== key) : [...new Set([...closed, key])];
  closed = next;
  writeJson(CLOSED_SECTIONS_KEY, next);
  listeners.forEach((l) => l());
}

export function useSectionOpen(key: string): [boolean, (open: boolean) => void] {
  const list = useSyncExternalStore(subscribe, () => closed);
  return [!list.includes(key), (open) => setSectionOpen(key, open)];
}
