import { RouterProvider } from 'react-router';
import { ForcePasswordChange, useMustChangePassword } from '../features/account';
import { RenderErrorBoundary } from '../features/errors';
import { AppProviders } from './providers';
import { router } from './router';
import { SessionGate } from './SessionGate';

export function App() {
  // a session opened with a temporary password may only change it: no page behind the dialog
  const mustChange = useMustChangePassword();
  return (
    <RenderErrorBoundary>
      <AppProviders>
        <SessionGate>{mustChange ? <ForcePasswordChange /> : <RouterProvider router={router} />}</SessionGate>
      </AppProviders>
    </RenderErrorBoundary>
  );
}
