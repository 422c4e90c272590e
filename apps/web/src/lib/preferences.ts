/** Local-only preferences: active menu and the candidate display preferences (spec 1 §2, §9). */
import { useSyncExternalStore } from 'react';
import { KEYS, readJson, readText, writeJson, writeText } from './storage';

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
let menuSnapshot: string = readText(KEYS.activeMenu) ?? 'Home';

export function setDisplayPrefs(prefs: DisplayPrefs) {
  writeJson(KEYS.displayPrefs, prefs);
  prefsSnapshot = prefs;
  emit();
}
export function setActiveMenu(menu: string) {
  writeText(KEYS.activeMenu, menu);
  menuSnapshot = menu;
  emit();
}
/** Re-reads local storage (after logout cleared it). */
export function reloadPreferences() {
  prefsSnapshot = readPrefs();
  menuSnapshot = readText(KEYS.activeMenu) ?? 'Home';
  emit();
}

export const useDisplayPrefs = () =>
  useSyncExternalStore(
    subscribe,
    () => prefsSnapshot,
    () => prefsSnapshot,
  );
export const useActiveMenu = () =>
  useSyncExternalStore(
    subscribe,
    () => menuSnapshot,
    () => menuSnapshot,
  );
