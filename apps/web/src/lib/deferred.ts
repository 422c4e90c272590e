/**
 * Parts of a page that load later (issue 15 §4): shown from their first showing on, and fetched in
 * the background a moment after the page is shown so that opening them rarely waits.
 */
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

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

/**
 * `React.lazy` of a module's named export: `lazyNamed(() => import('./Dialog'), 'Dialog')`. Our
 * modules export components by name; React's `lazy` wants a default export.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's own lazy
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
