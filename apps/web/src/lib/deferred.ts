/**
 * Parts of a page that load later (issue 15 §4): shown from their first showing on, and fetched in
 * the background a moment after the page is shown so that opening them rarely waits.
 */
import { createElement, use, useEffect, useState, type ComponentProps, type ComponentType } from 'react';

/** true from the first time `shown` is true on: a dialog or panel then stays for its transitions */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/** runs `preload` (a dynamic import) a second after the component first shows */
export function usePreloadSoon(preload: () => void): void {
  useEffect(() => {
    const timer = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(timer);
  }, [preload]);
}

/** how long a part that failed to load waits before trying again, unless the browser is back online first */
export const RETRY_LOAD_MS = 5000;

/** `load()` until it succeeds: again as soon as the browser is back online, or after a few seconds */
function untilLoaded<M>(load: () => Promise<M>): Promise<M> {
  return load().catch(
    () =>
      new Promise<M>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          window.clearTimeout(timer);
          resolve(untilLoaded(load));
        };
        window.addEventListener('online', again);
        const timer = window.setTimeout(again, RETRY_LOAD_MS);
      }),
  );
}

/**
 * A component of a module loaded on its first render: `lazyNamed(() => import('./Dialog'), 'Dialog')`.
 * Unlike React's `lazy`, a load that fails (the connection dropped after the page was shown) is
 * tried again — when the browser is back online, or every few seconds — while the nearest Suspense
 * shows its fallback: a part that could not load yet is late, never the error screen in place of
 * the page and its unsaved edits. `preload()` starts the same load ahead of the first render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  let loading: Promise<M[K]> | undefined;
  let loaded: M[K] | undefined;
  const loadOnce = () => (loading ??= untilLoaded(load).then((m) => (loaded = m[name])));
  function Deferred(props: ComponentProps<M[K]>) {
    // once loaded, rendered at once (as React's lazy does); until then `use` suspends on one
    // promise shared by every render and every instance
    return createElement(loaded ?? use(loadOnce()), props);
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, { preload: () => void loadOnce() });
}
