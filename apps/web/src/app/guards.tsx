import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { guardRedirect, type Guard } from '@admissao/domain';
import { usePermissions } from '../lib/permissions';
import { sessionView, useSession } from '../lib/session';

/** Applies a route guard of @admissao/domain; /login remembers where the visitor was going. */
export function Guarded({ guard }: { guard: Guard }) {
  const session = useSession();
  const location = useLocation();
  const needsPermissions = typeof guard === 'object';
  const permissions = usePermissions();
  if (needsPermissions && permissions.enabled && permissions.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label="Verificando permissões" />
      </Center>
    );
  }
  const target = guardRedirect(guard, sessionView(session, permissions.data), location.search);
  if (target === null) return <Outlet />;
  const from = location.pathname + location.search;
  return <Navigate to={target} replace state={target === '/login' ? { from } : undefined} />;
}
