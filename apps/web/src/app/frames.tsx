import { Outlet } from 'react-router';
import { MinimalFrame } from '../components/layouts/MinimalFrame';
import { PrintFrame } from '../components/layouts/PrintFrame';
import { useSession } from '../lib/session';

export function MinimalFrameRoute() {
  const session = useSession();
  return (
    <MinimalFrame client={session.client ?? session.candidate}>
      <Outlet />
    </MinimalFrame>
  );
}

export const PrintFrameRoute = () => (
  <PrintFrame>
    <Outlet />
  </PrintFrame>
);
