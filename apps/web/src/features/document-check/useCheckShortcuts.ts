/**
 * Keyboard shortcuts of the checking screen (issue 30 item 4): A aprovar, R recusar, ←/→ the
 * previous/next document. A key is the reviewer's own while typing (an input, a textarea, a
 * combobox), while a dialog holds the focus (the refusal, the image editor, the log drawer, a
 * confirmation), with Ctrl/Alt/⌘ (Ctrl+R reloads, it must not refuse) and when held down (one
 * press, one decision).
 */
import { useEffect, useRef } from 'react';

export type ShortcutKey = 'a' | 'r' | 'ArrowLeft' | 'ArrowRight';
export type ShortcutMap = Partial<Record<ShortcutKey, () => void>>;

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]';

/** The shortcut a key press stands for, or null when the press belongs to something else. */
export function shortcutOf(e: KeyboardEvent, doc: Document = document): ShortcutKey | null {
  if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key !== 'a' && key !== 'r' && key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const target = e.target instanceof Element ? e.target : null;
  if (target?.closest(TYPING)) return null;
  if (doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    // a zoomed image scrolls sideways with the arrows while it has the focus
    const region = target?.closest<HTMLElement>('[role="region"]');
    if (region && region.scrollWidth > region.clientWidth) return null;
  }
  return key;
}

/** Runs the map's action on its key; the latest map is used, the listener is set once. */
export function useCheckShortcuts(map: ShortcutMap, enabled = true) {
  const current = useRef(map);
  useEffect(() => {
    current.current = map;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const key = shortcutOf(e);
      const run = key ? current.current[key] : undefined;
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
