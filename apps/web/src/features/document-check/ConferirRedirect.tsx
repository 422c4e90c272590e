/** /conferir?id=… opens the checking screen of that candidate; without an id, the list. */
import { Navigate, useSearchParams } from 'react-router';

export function ConferirRedirect() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('CODCANDIDATO'));
  return <Navigate to={Number.isInteger(id) && id > 0 ? `/admin/conferir/${id}` : '/admin/lista'} replace />;
}
