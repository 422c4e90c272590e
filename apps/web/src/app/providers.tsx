import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyNamed, usePreloadSoon } from '../lib/deferred';
import { retryOnceUnlessRepeated } from '../lib/queries/retry';
import { BaseProviders } from './base-providers';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: retryOnceUnlessRepeated, staleTime: 30_000 },
  },
});

const ModalsHost = lazyNamed(() => import('./ModalsHost'), 'ModalsHost');

/** what `modals.open…` of @mantine/modals sends (a window event each) */
const OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((e) => `mantine-modals:${e}`);

/**
 * The modals manager loads with the first dialog asked of it, or in the background a second after
 * the screen is up (decision 045: 10 KB of dialog machinery no first paint needs). A dialog asked
 * for while it loads is held and asked again once it listens, so none is lost.
 */
function Modals() {
  const [wanted, setWanted] = useState(false);
  const held = useRef<CustomEvent[]>([]);
  // set in the same commit as the manager starts listening: from then on nothing is held twice
  const listening = useRef(false);
  usePreloadSoon(ModalsHost.preload);
  useEffect(() => {
    const hold = (event: Event) => {
      if (listening.current) return;
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of OPEN_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of OPEN_EVENTS) window.removeEventListener(type, hold);
    };
  }, []);
  const onReady = useCallback(() => {
    listening.current = true;
    const asked = held.current;
    held.current = [];
    for (const event of asked) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onReady={onReady} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>
        <Modals />
        {children}
      </QueryClientProvider>
    </BaseProviders>
  );
}
