import { Navigate, useLocation } from 'react-router';
import { rootRedirect } from '@admissao/domain';
import { isSignedIn, useSession } from '../../lib/session';

/** `/`: the access link (?u=&l=) goes to /start/u/l; else /home or /login. */
export function RootRedirect() {
  const { search } = useLocation();
  const session = useSession();
  return <Navigate to={rootRedirect(search, isSignedIn(session))} replace />;
}
