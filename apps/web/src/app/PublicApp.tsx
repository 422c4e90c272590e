/**
 * The public shell (login.tsx, decision 045): the sign-in page or the first access through the
 * link, with the theme and toasts and nothing of the app. Submitting starts fetching the app beside
 * the sign-in call; a completed sign-in opens the app in this page at the next path.
 */
import { useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { MinimalFrame } from '../components/layouts/MinimalFrame';
import { useSession } from '../lib/session';
// the modules themselves, not the features' index files: the sign-in page's build keeps only what
// it uses either way, but the index files would also bring their other pages into its module graph
import { AfterSignIn } from '../features/auth/after-sign-in';
import { FirstAccessForm } from '../features/auth/FirstAccessForm';
import { LoginPage } from '../features/auth/LoginPage';
import { RenderErrorBoundary } from '../features/errors/RenderErrorBoundary';
import { BaseProviders } from './base-providers';

/** the paths this shell shows (the server sends login.html for them: plugins/spa.ts) */
const FIRST_ACCESS = /^\/start\/([^/]+)\/([^/]+)\/?$/;

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed link: the API refuses it like any wrong one
  }
};

function PublicPage() {
  const session = useSession();
  const start = FIRST_ACCESS.exec(window.location.pathname);
  if (!start) return <LoginPage />;
  return (
    <MinimalFrame client={session.client ?? session.candidate}>
      <FirstAccessForm u={decoded(start[1]!)} l={decoded(start[2]!)} />
    </MinimalFrame>
  );
}

interface PublicAppProps {
  /** starts fetching the app (on submit, before the answer is known) */
  preloadApp: () => void;
  /** shows the app at `path` in place of this shell */
  openApp: (path: string) => Promise<void>;
}

export function PublicApp({ preloadApp, openApp }: PublicAppProps) {
  const [opening, setOpening] = useState(false);
  const goOn = (path: string) => {
    setOpening(true);
    // the app could not be fetched: a full page load of `path` (the app then renews the token)
    openApp(path).catch(() => window.location.assign(path));
  };
  return (
    <RenderErrorBoundary>
      <BaseProviders>
        {opening ? (
          <Center mih="100vh" aria-busy="true" aria-label="Carregando">
            <Loader />
          </Center>
        ) : (
          <AfterSignIn.Provider value={goOn}>
            {/* a form's submit bubbles here: the user means to sign in, fetch the app meanwhile */}
            <div onSubmit={preloadApp}>
              <PublicPage />
            </div>
          </AfterSignIn.Provider>
        )}
      </BaseProviders>
    </RenderErrorBoundary>
  );
}
