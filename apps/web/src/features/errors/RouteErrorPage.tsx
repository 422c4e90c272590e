import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Erro desconhecido.';
}

/** errorElement of the routes: the error screen of spec 1 §2. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorScreen
      message={messageOf(error)}
      path={pathname}
      onRetry={() => window.location.reload()}
      onBack={() => navigate(-1)}
    />
  );
}
