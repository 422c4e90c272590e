import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/notify';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every screen needs, the sign-in page included: the theme and the toasts. Kept apart from
 * providers.tsx so the public shell (PublicApp.tsx) carries no dates, queries or modals.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {/* bottom-right, three at most: never over the header or the checking screen's toolbar;
          360 px wide, so they stay clear of a centred dialog's buttons on a laptop */}
      <Notifications
        position="bottom-right"
        autoClose={TOAST_MS}
        limit={3}
        containerWidth={360}
        // the container spans the corner even when empty: it must never take a click
        styles={{ root: { pointerEvents: 'none' } }}
      />
      {children}
    </MantineProvider>
  );
}
