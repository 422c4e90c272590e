import { Navigate } from 'react-router';
import { homePath } from '@admissao/domain';
import { sessionView, useSession } from '../../lib/session';

/** /home: candidates → /dados, multi-client staff without a client → /clients, staff → /admin/painel. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={homePath(sessionView(session))} replace />;
}
