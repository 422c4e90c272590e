import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazyNamed, usePreloadSoon, useShownOnce } from '../lib/deferred';
import { cssVariablesResolver, theme } from './theme';

const ToastContainer = lazyNamed(() => import('./ToastContainer'), 'ToastContainer');

/**
 * The toasts' container loads with the first toast (lib/notify.ts keeps what was shown meanwhile,
 * with the limit of three), or in the background a second after the screen is up: its component
 * and transitions are 6 KB no first paint needs (decision 045).
 */
function Toasts() {
  const { notifications: shown } = useNotifications();
  const needed = useShownOnce(shown.length > 0);
  usePreloadSoon(ToastContainer.preload);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

/**
 * What every screen needs, the sign-in page included: the theme and the toasts. Kept apart from
 * providers.tsx so the public shell (PublicApp.tsx) carries no dates, queries or modals.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      {children}
    </MantineProvider>
  );
}
