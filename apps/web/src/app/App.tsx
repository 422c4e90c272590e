import { RouterProvider } from 'react-router';
import { ForcePasswordChange } from '../features/account';
import { RenderErrorBoundary } from '../features/errors';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <RenderErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
        <ForcePasswordChange />
      </AppProviders>
    </RenderErrorBoundary>
  );
}
