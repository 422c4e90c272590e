import { RouterProvider } from 'react-router';
import { ForcePasswordChange, useMustChangePassword } from '../features/account';
import { AfterSignIn, type GoOnAfterSignIn } from '../features/auth';
import { RenderErrorBoundary } from '../features/errors';
import { AppProviders, queryClient } from './providers';
import { router } from './router';
import { SessionGate } from './SessionGate';

/**
 * Goes to `path` after a sign-in — inside the app, or as the sign-in page's entry hands over to it
 * (login.tsx): a new session starts with nothing cached from the one before.
 */
export function openAt(path: string): Promise<void> {
  queryClient.clear();
  return router.navigate(path, { replace: true });
}
const goOnAfterSignIn: GoOnAfterSignIn = (path) => void openAt(path);

export function App() {
  // a session opened with a temporary password may only change it: no page behind the dialog
  const mustChange = useMustChangePassword();
  return (
    <RenderErrorBoundary>
      <AppProviders>
        <AfterSignIn.Provider value={goOnAfterSignIn}>
          <SessionGate>
            {mustChange ? <ForcePasswordChange /> : <RouterProvider router={router} />}
          </SessionGate>
        </AfterSignIn.Provider>
      </AppProviders>
    </RenderErrorBoundary>
  );
}
