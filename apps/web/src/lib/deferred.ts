/**
 * Parts of a page that load later (issue 15 §4): shown from their first showing on, and fetched in
 * the background a moment after the page is shown so that opening them rarely waits.
 */
import { useEffect, useState } from 'react';

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
