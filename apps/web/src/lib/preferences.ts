/** Local-only preferences: active menu and the candidate display preferences (spec 1 §2, §9). */
import { useSyncExternalStore } from 'react';
import { KEYS, readJson, writeJson, writeText } from './storage';

export type FontSize = 'N' | 'A1' | 'A2' | 'D1';
export interface DisplayPrefs {
  fontSize: FontSize;
  textCase: 'M' | 'N';
  boxShadow: 'S' | 'N';
}
export const DEFAULT_DISPLAY_PREFS: DisplayPrefs = { fontSize: 'N', textCase: 'M', boxShadow: 'S' };

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const emit = () => listeners.forEach((l) => l());

let prefsSnapshot: DisplayPrefs = readPrefs();
function readPrefs(): DisplayPrefs {
  return { ...DEFAULT_DISPLAY_PREFS, ...(readJson<Partial<DisplayPrefs>>(KEYS.displayPrefs) ?? {}) };
}

export function setDisplayPrefs(prefs: DisplayPrefs) {
  writeJson(KEYS.displayPrefs, prefs);
  prefsSnapshot = prefs;
  emit();
}
/**
 * Kept in local storage as spec 1 §2 and §9 ask; the menu no longer lights it — the address says
 * which entry is current (components/layouts/menu-model.ts): a remembered click was wrong on any
 * page no entry leads to (issue 30).
 */
export function setActiveMenu(menu: string) {
  writeText(KEYS.activeMenu, menu);
}
/** Re-reads local storage (after logout cleared it). */
export function reloadPreferences() {
  prefsSnapshot = readPrefs();
  emit();
}

export const useDisplayPrefs = () =>
  useSyncExternalStore(
    subscribe,
    () => prefsSnapshot,
    () => prefsSnapshot,
  );
